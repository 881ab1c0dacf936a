import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import { PartnersWhenVisible } from '../features/layout/PartnersWhenVisible';
import { WalletChooserHost } from '../features/layout/WalletChooserHost';
import { WalletChooserProvider } from '../shared/ui/walletChooserContext';
import { shouldScrollToSwap } from '../shared/ui/scrollToSwap';
import { AppRoutes } from './routes';
import { usePrefetchOnIntent } from './usePrefetchOnIntent';

/** A new page starts at the top (the Swap link scrolls to the swap card by itself). */
function ScrollToTop() {
  const { pathname, state } = useLocation();
  const isFirstPage = useRef(true);
  useEffect(() => {
    // The first page already starts at the top, and scrolling forces a layout before the first paint.
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    if (!shouldScrollToSwap(state)) window.scrollTo?.({ top: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a path change starts a new page
  }, [pathname]);
  return null;
}

/** The visible shell: header, the routed page, partners, footer and the wallet chooser (the theme is AppProviders'). */
export function App() {
  usePrefetchOnIntent();
  useEffect(() => {
    // From here on the page on screen is React's: events on parts still hydrating are replayed.
    // Browser tests wait for this before they click a prerendered button.
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <WalletChooserProvider>
      <ScrollToTop />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Box
          component="a"
          href="#main"
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: 2000,
            p: 1,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:focus': { top: 8 },
          }}
        >
          Skip to content
        </Box>
        <Header />
        {/* At least a screen tall: the partners and the footer start below the fold, so a page growing as its
            data arrives never pushes visible content down (layout shift). */}
        <Box component="main" id="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
          <AppRoutes />
        </Box>
        <PartnersWhenVisible />
        <Footer />
      </Box>
      <WalletChooserHost />
    </WalletChooserProvider>
  );
}

export default App;
