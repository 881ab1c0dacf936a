import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PositionFigure } from '../components/PositionFigure';
import { formatPositionFigure, type TokenTotals } from '../lib/positionFigures';

/** What the wallet holds across all its bonds, per payout token: bought, claimable now, still vesting. */
export function BondTotals({ totals }: { totals: readonly TokenTotals[] }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="bond-totals-title" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3, mb: 2.5 }}>
      <Typography id="bond-totals-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Totals
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {totals.map(({ token, symbol, decimals, figures, bonds: count }) => {
          const fmt = (raw: bigint) => formatPositionFigure(raw, figures, decimals, symbol);
          return (
            <Box key={token} role="group" aria-label={`${symbol} totals`} data-testid={`bond-totals-${symbol}`}>
              <Typography variant="subtitle2" component="div" color="text.secondary" sx={{ mb: 0.5 }}>
                {symbol} · {count} {count === 1 ? 'bond' : 'bonds'}
              </Typography>
              <Box sx={{ display: 'grid', rowGap: 0.75, columnGap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
                <PositionFigure stackFromSm label="Bought" value={fmt(figures.amount)} />
                <PositionFigure stackFromSm label="Claimable now" value={fmt(figures.claimable)} />
                <PositionFigure stackFromSm label="Still vesting" value={fmt(figures.stillVesting)} />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
