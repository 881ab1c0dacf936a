import { Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import { LazyMobileMenuDrawer } from './lazyOverlays';

/** The hamburger of small screens; its drawer (the header's items) loads on first open. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-controls={open ? 'mobile-menu' : undefined}
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        edge="start"
        sx={{ display: { md: 'none' } }}
      >
        <MenuRoundedIcon />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <LazyMobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export default MobileMenu;
