import { LazyAlert } from '../../../shared/ui/LazyAlert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ImpactLevel } from '../lib/quoteMath';

interface SwapNoticesProps {
  allowanceFailed: boolean;
  balancesFailed: boolean;
  onRetryBalances: () => void;
  hasQuote: boolean;
  impactLevel: ImpactLevel;
  priceImpact: number | null;
}

/** Below the amounts: failed wallet reads (SPEC section 8) and the price impact warning. */
export function SwapNotices({ allowanceFailed, balancesFailed, onRetryBalances, hasQuote, impactLevel, priceImpact }: SwapNoticesProps) {
  return (
    <>
      {allowanceFailed && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }} role="status">
          Failed to fetch allowance
        </Typography>
      )}
      {balancesFailed && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
          Balances are unavailable right now.{' '}
          <Button size="small" onClick={onRetryBalances} sx={{ py: 0, minWidth: 0, verticalAlign: 'baseline' }}>
            Retry
          </Button>
        </Typography>
      )}
      {impactLevel !== 'none' && hasQuote && (
        <LazyAlert severity={impactLevel === 'confirm' ? 'error' : 'warning'} sx={{ mt: 1.5 }}>
          {impactLevel === 'confirm'
            ? `Very high price impact (${priceImpact?.toFixed(2)}%). You will be asked to confirm this swap.`
            : `High price impact (${priceImpact?.toFixed(2)}%). You may receive noticeably less value.`}
        </LazyAlert>
      )}
    </>
  );
}
