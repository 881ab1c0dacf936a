import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { config } from '../../config';

export interface FooterLink {
  label: string;
  /** external URL or an in-app path */
  href: string;
  external: boolean;
}

export const footerLinks: readonly FooterLink[] = [
  { label: 'Twitter', href: config.links.twitter, external: true },
  { label: 'Telegram', href: config.links.telegram, external: true },
  { label: 'Docs', href: config.links.docs, external: true },
  { label: 'Privacy Policy', href: '/privacy', external: false },
  { label: 'Report Issue', href: config.links.reportIssue, external: true },
  { label: 'Contact Us', href: config.links.contact, external: true },
];

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4, mt: 'auto' }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box
          component="nav"
          aria-label="Footer"
          sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 3, rowGap: 1 }}
        >
          {footerLinks.map((link) =>
            link.external ? (
              <Link key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" color="text.secondary">
                {link.label}
              </Link>
            ) : (
              <Link key={link.label} component={RouterLink} to={link.href} color="text.secondary">
                {link.label}
              </Link>
            ),
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          © {year}
        </Typography>
      </Container>
    </Box>
  );
}

export default Footer;
