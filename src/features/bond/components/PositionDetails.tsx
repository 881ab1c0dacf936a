import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatAmount } from '../../../shared/lib/amounts';
import type { BondSale, BuyerInfo } from '../api/types';
import { tokenDecimalsOrDefault } from '../lib/currency';
import { bpsToPercentText } from '../lib/saleRules';
import { summarizePosition, vestingSchedule } from '../../../shared/vesting/vesting';
import { useClaim } from './useClaim';
import { VestingChart } from '../../../shared/vesting/VestingChart';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600 }} aria-label={label}>
        {value}
      </Typography>
    </Box>
  );
}

export interface PositionDetailsProps {
  sale: BondSale;
  buyer: BuyerInfo;
  now: number;
  /** Your Bonds shows the remaining amount and the chart; the detail page keeps it shorter */
  variant: 'detail' | 'list';
}

/** A buyer's position in one sale: amounts, vesting progress, Claim and the add-to-wallet offer. */
export function PositionDetails({ sale, buyer, now, variant }: PositionDetailsProps) {
  const decimals = tokenDecimalsOrDefault(sale.tokenDecimals);
  const p = summarizePosition(buyer.amount, buyer.claimed, buyer.claimable);
  const { claim, pending, offerWatch, watchAsset, dismissWatch, symbol } = useClaim(sale);
  const fmt = (raw: bigint) => `${formatAmount(raw, decimals, 6)} ${symbol}`;
  const schedule = variant === 'list' ? vestingSchedule(buyer.amount, buyer.claimed, buyer.claimable, sale.vestingDuration, now) : null;

  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: `repeat(${variant === 'list' ? 5 : 4}, 1fr)` } }}>
        <Figure label={variant === 'list' ? 'Amount' : 'Purchased'} value={fmt(p.amount)} />
        <Figure label="Vested" value={fmt(p.vested)} />
        <Figure label="Claimed" value={fmt(p.claimed)} />
        {variant === 'list' && <Figure label="Remaining" value={fmt(p.remaining)} />}
        <Figure label="Claimable" value={fmt(p.claimable)} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            Vested
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="vested-percent">
            {/* unlocked so far (claimed + claimable): claiming moves tokens, it does not vest them */}
            {bpsToPercentText(p.vestedBps)}% vested · {bpsToPercentText(p.vestingProgressBps)}% claimed
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
