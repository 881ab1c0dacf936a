import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { BondSale, BuyerInfo } from '../api/types';
import { tokenDecimalsOrDefault } from '../lib/currency';
import { formatPositionFigure, positionFigures } from '../lib/positionFigures';
import { formatBps } from '../../../shared/format/percent';
import { summarizePosition, vestingSchedule } from '../../../shared/vesting/vesting';
import { useClaim } from './useClaim';
import { PositionFigure } from './PositionFigure';
import { VestingChart } from '../../../shared/vesting/VestingChart';

export interface PositionDetailsProps {
  sale: BondSale;
  buyer: BuyerInfo;
  now: number;
  /** Your Bonds also shows what is still vesting and the chart; the sale page keeps it shorter */
  variant: 'detail' | 'list';
}

/** A buyer's position in one sale: amounts, vesting progress, Claim and the add-to-wallet offer. */
export function PositionDetails({ sale, buyer, now, variant }: PositionDetailsProps) {
  const decimals = tokenDecimalsOrDefault(sale.tokenDecimals);
  const p = summarizePosition(buyer.amount, buyer.claimed, buyer.claimable);
  const { claim, pending, offerWatch, watchAsset, dismissWatch, symbol } = useClaim(sale);
  // rounded so that the figures shown add up: vested + still vesting = amount, claimed + claimable = vested
  const figures = positionFigures(buyer, decimals);
  const fmt = (raw: bigint) => formatPositionFigure(raw, figures, decimals, symbol);
  const schedule = variant === 'list' ? vestingSchedule(buyer.amount, buyer.claimed, buyer.claimable, sale.vestingDuration, now) : null;

  return (
    <Box>
      <Box sx={{ display: 'grid', rowGap: 0.75, columnGap: 4, gridTemplateColumns: { xs: '1fr', lg: variant === 'detail' ? '1fr 1fr' : '1fr' } }}>
        <PositionFigure label={variant === 'list' ? 'Amount' : 'Purchased'} value={fmt(figures.amount)} />
        <PositionFigure label="Vested" value={fmt(figures.vested)} />
        {variant === 'list' && <PositionFigure label="Still vesting" value={fmt(figures.stillVesting)} />}
        <PositionFigure label="Claimed" value={fmt(figures.claimed)} />
        <PositionFigure label="Claimable" value={fmt(figures.claimable)} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            Vested
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="vested-percent">
            {/* unlocked so far (claimed + claimable): claiming moves tokens, it does not vest them */}
            {formatBps(p.vestedBps)} vested · {formatBps(p.vestingProgressBps)} claimed
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={p.vestedBps / 100}
          aria-label="Vested share"
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
      {schedule && (
        <Box sx={{ mt: 2 }}>
          <VestingChart schedule={schedule} tokenDecimals={decimals} symbol={symbol} />
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => void claim()}
          disabled={p.claimable === 0n || pending}
          startIcon={pending ? <CircularProgress size={16} aria-hidden /> : undefined}
        >
          Claim
        </Button>
      </Box>
      {offerWatch && (
        <Alert
          severity="success"
          sx={{ mt: 2 }}
          onClose={dismissWatch}
          action={
            <Button color="inherit" size="small" onClick={() => void watchAsset()}>
              Add {symbol} to wallet
            </Button>
          }
        >
          Want to see {symbol} in your wallet?
        </Alert>
      )}
    </Box>
  );
}
