import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { config } from '../../config';
import { SWAP_ANCHOR_ID, shouldScrollToSwap } from '../../shared/ui/scrollToSwap';

// Same chunk name as this page: the swap card ships with the landing chunk, not in the entry.
const SwapCard = lazy(() => import(/* webpackChunkName: "landing" */ '../swap/SwapCard'));

export const LANDING_TAGS = ['Blockchain', 'DeFi', 'GameFi', 'AI-Powered', 'Community'] as const;

function SwapCardFallback() {
  return (
    <Box role="status" aria-label="Loading swap" sx={{ maxWidth: 480, mx: 'auto' }}>
      <Skeleton variant="rounded" height={420} sx={{ borderRadius: 4 }} />
    </Box>
  );
}

export default function LandingPage() {
  const location = useLocation();

  useEffect(() => {
    if (!shouldScrollToSwap(location.state)) return;
    // The anchor exists before the card's chunk arrives, so the scroll never waits for it.
    document.getElementById(SWAP_ANCHOR_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [location.key, location.state]);

  // The hero is tight enough that the swap's action button, with a quote, sits inside a 1366×900
  // laptop screen, and on a 390×844 phone the card's amount and action button share the first
  // screen (tests/e2e/swap.test.ts).
  return (
    <>
      <Box component="section" aria-labelledby="hero-title" sx={{ pt: { xs: 2, md: 4 }, pb: { xs: 2, md: 3 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography
            id="hero-title"
            variant="h1"
            sx={{
              fontSize: { xs: '1.85rem', sm: '3.2rem', md: '3.4rem' },
              lineHeight: 1.08,
              mb: { xs: 2, md: 2 },
              background: ({ vars, palette }) => {
                const { brand, primary } = (vars ?? { palette }).palette;
                return `linear-gradient(120deg, ${brand.heroFrom} 10%, ${primary.main} 55%, ${brand.heroTo} 100%)`;
              },
              WebkitBackgroundClip: 'text',
              backgroundClip: 'text',
              color: 'transparent',
            }}
          >
            A universe built on true decentralization
          </Typography>
          <Box
            component="ul"
            aria-label="Topics"
            sx={{ listStyle: 'none', p: 0, m: 0, mb: { xs: 2, md: 2.5 }, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: { xs: 0.75, sm: 1 } }}
          >
            {/* Plain pills rather than MUI Chip: the tags are static text, and Chip would be the
                landing chunk's only user of it (the bundle bar for `/`). */}
            {LANDING_TAGS.map((tag) => (
              <Box
                component="li"
                key={tag}
                sx={{
                  px: { xs: 1.25, sm: 1.75 },
                  py: { xs: 0.25, sm: 0.5 },
                  borderRadius: 999,
                  border: 1,
                  borderColor: 'divider',
                  fontSize: { xs: '0.8125rem', sm: '0.875rem' },
                  fontWeight: 600,
                  color: 'text.secondary',
                  bgcolor: (theme) => theme.alpha((theme.vars ?? theme).palette.text.primary, 0.03),
                }}
              >
                {tag}
              </Box>
            ))}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}>
            <Button
              component={RouterLink}
              to="/bond/sales"
              variant="contained"
              size="large"
            >
              Bonds Launch
            </Button>
            <Button
              component="a"
              href={config.links.docs}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              size="large"
            >
              Documentation
            </Button>
          </Box>
        </Container>
      </Box>
      <Box
        component="section"
        id={SWAP_ANCHOR_ID}
        aria-label="Swap"
        sx={{ scrollMarginTop: { xs: 72, md: 88 }, pb: { xs: 6, md: 10 }, px: 2 }}
      >
        <Suspense fallback={<SwapCardFallback />}>
          <SwapCard />
        </Suspense>
      </Box>
    </>
  );
}
