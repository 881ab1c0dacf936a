import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { isCurrent, navItems } from './navItems';

/** The hamburger menu of small screens: the header's items in a drawer. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-controls={open ? 'mobile-menu' : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        edge="start"
        sx={{ display: { md: 'none' } }}
      >
        <MenuRoundedIcon />
      </IconButton>
      <Drawer anchor="left" open={open} onClose={close} slotProps={{ paper: { sx: { width: 280 } } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label="Close menu" onClick={close}>
            <CloseRoundedIcon />
          </IconButton>
        </Box>
        <Box component="nav" id="mobile-menu" aria-label="Mobile">
          <List>
            {navItems.map((item) =>
              item.external ? (
                <ListItemButton
                  key={item.label}
                  component="a"
                  href={item.to}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={close}
                >
                  <ListItemText primary={item.label} />
                  <OpenInNewRoundedIcon fontSize="small" sx={{ color: 'text.secondary' }} />
                </ListItemButton>
              ) : (
                <ListItemButton
                  key={item.label}
                  component={RouterLink}
                  to={item.to}
                  state={item.state}
                  selected={isCurrent(item, pathname)}
                  aria-current={isCurrent(item, pathname) ? 'page' : undefined}
                  onClick={close}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              ),
            )}
          </List>
        </Box>
      </Drawer>
    </>
  );
}

export default MobileMenu;
