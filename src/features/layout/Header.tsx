import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { MobileMenu } from './MobileMenu';
import { WalletButton } from './WalletButton';
import { isCurrent, navItems } from '../../shared/extensions/navItems';

export const APP_NAME = 'Universe';

export function Header() {
  const { pathname } = useLocation();
  return (
    // A plain sticky <header> (not AppBar/Toolbar): same look, less JS in the entry chunk.
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        backdropFilter: 'blur(12px)',
        bgcolor: (theme) => theme.alpha((theme.vars ?? theme).palette.background.default, 0.8),
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, md: 3 }, minHeight: { xs: 64, md: 72 } }}>
          <MobileMenu />
          <Box
            component={RouterLink}
            to="/"
            aria-label={`${APP_NAME} home`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none' }}
          >
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <Typography
              component="span"
              variant="h6"
              sx={{ fontWeight: 800, letterSpacing: '-0.01em', display: { xs: 'none', sm: 'inline' } }}
            >
              {APP_NAME}
            </Typography>
          </Box>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {navItems().map((item) => {
              const current = isCurrent(item, pathname);
              return item.external ? (
                <Button
                  key={item.label}
                  component="a"
                  href={item.to}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="inherit"
                  endIcon={<OpenInNewRoundedIcon sx={{ fontSize: '0.9rem !important' }} />}
                  sx={{ color: 'text.secondary' }}
                >
                  {item.label}
                </Button>
              ) : (
                <Button
                  key={item.label}
                  component={RouterLink}
                  to={item.to}
                  state={item.state}
                  color="inherit"
                  aria-current={current ? 'page' : undefined}
                  sx={{ color: current ? 'primary.main' : 'text.secondary', '&:hover': { color: 'text.primary' } }}
                >
                  {item.label}
                </Button>
              );
            })}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <ColorSchemeToggle />
          <WalletButton />
        </Box>
      </Container>
    </Box>
  );
}

export default Header;
