import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { isCurrent, navItems } from '../../shared/extensions/navItems';

export interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The mobile menu's drawer: the same items as the header. */
export default function MobileMenuDrawer({ open, onClose }: MobileMenuDrawerProps) {
  const { pathname } = useLocation();
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { role: 'dialog', 'aria-label': 'Menu', sx: { width: 280 } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseRoundedIcon />
        </IconButton>
      </Box>
      <Box component="nav" id="mobile-menu" aria-label="Mobile">
        <List>
          {navItems().map((item) => (
            // a list holds list items only: each entry's link sits in its <li>
            <ListItem key={item.label} disablePadding>
              {item.external ? (
                <ListItemButton component="a" href={item.to} target="_blank" rel="noopener noreferrer" onClick={onClose}>
                  <ListItemText primary={item.label} />
                  <OpenInNewRoundedIcon fontSize="small" sx={{ color: 'text.secondary' }} />
                </ListItemButton>
              ) : (
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  state={item.state}
                  selected={isCurrent(item, pathname)}
                  aria-current={isCurrent(item, pathname) ? 'page' : undefined}
                  onClick={onClose}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              )}
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
