import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { config } from '../../config';
import type { Partner } from '../../../common/partners';

const scrollLeft = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;
const scrollRight = keyframes`
  from { transform: translateX(-50%); }
  to { transform: translateX(0); }
`;

/** Splits the list into the carousel's two rows (first half on top). */
export function splitRows<T>(items: readonly T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}

/**
 * A logo tile: a plain link and image, styled by its row's one rule (see `tile` below). Drawn as
 * MUI Boxes, 62 tiles each computed and hashed their own styles when the carousel appeared, one
 * long task on a phone.
 */
function PartnerLogo({ partner, hidden }: { partner: Partner; hidden: boolean }) {
  return (
    <a href={partner.url} target="_blank" rel="noopener noreferrer" tabIndex={hidden ? -1 : undefined}>
      <img src={`/partners/${partner.id}.svg`} alt={hidden ? '' : partner.name} width={184} height={48} loading="lazy" />
    </a>
  );
}

const tile = {
  flex: '0 0 auto',
  display: 'block',
  px: 1.5,
  py: 1,
  mx: 1,
  borderRadius: 3,
  border: '1px solid',
  borderColor: 'divider',
  bgcolor: 'brand.logoTile',
  opacity: 0.85,
  transition: 'opacity 150ms, border-color 150ms',
  '&:hover, &:focus-visible': { opacity: 1, borderColor: 'primary.main' },
} as const;

function Row({ partners, direction, label }: { partners: Partner[]; direction: 'left' | 'right'; label: string }) {
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{
        overflow: 'hidden',
        py: 1,
        position: 'relative',
        // The edges fade under two still overlays in the page's colour. A mask on the moving row
        // would repaint every logo on every frame; this way the row is drawn once and slid.
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          width: '8%',
          zIndex: 1,
          pointerEvents: 'none',
        },
        '&::before': { left: 0, background: (theme) => `linear-gradient(90deg, ${(theme.vars ?? theme).palette.background.default}, transparent)` },
        '&::after': { right: 0, background: (theme) => `linear-gradient(270deg, ${(theme.vars ?? theme).palette.background.default}, transparent)` },
        '&:hover > div, &:focus-within > div': { animationPlayState: 'paused' },
        '@media (prefers-reduced-motion: reduce)': { overflowX: 'auto' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          width: 'max-content',
          willChange: 'transform',
          animation: `${direction === 'left' ? scrollLeft : scrollRight} ${partners.length * 3.5}s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', transform: 'none', '& > [data-copy]': { display: 'none' } },
          '& a': tile,
        }}
      >
        {/* The row is drawn twice so the loop is seamless; the copy is hidden from assistive tech. */}
        {[false, true].map((hidden) =>
          partners.map((partner) => (
            <div role={hidden ? undefined : 'listitem'} aria-hidden={hidden || undefined} data-copy={hidden || undefined} key={`${hidden ? 'copy' : 'main'}-${partner.id}`}>
              <PartnerLogo partner={partner} hidden={hidden} />
            </div>
          )),
        )}
      </Box>
    </Box>
  );
}

/** 'Partners and Friends': config's partner logos in two rows scrolling in opposite directions. */
export function Partners() {
  const [top, bottom] = splitRows(config.partners);
  return (
    <Box component="section" aria-labelledby="partners-title" sx={{ py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <Typography id="partners-title" variant="h5" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
          Partners and Friends
        </Typography>
      </Container>
      <Row partners={top} direction="left" label="Partners, first row" />
      <Row partners={bottom} direction="right" label="Partners, second row" />
    </Box>
  );
}

export default Partners;
