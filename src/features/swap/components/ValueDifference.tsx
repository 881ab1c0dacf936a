import Typography from '@mui/material/Typography';
import { formatPercent, type ImpactLevel } from '../lib/quoteMath';

/** '(−3.33%)' beside the received value: what the swap loses against the USD prices, coloured by impact. */
export function ValueDifference({ percent, impactLevel }: { percent: number; impactLevel: ImpactLevel }) {
  return (
    <Typography
      variant="body2"
      data-testid="value-difference"
      sx={{ color: impactLevel === 'none' ? 'text.secondary' : impactLevel === 'warning' ? 'warning.main' : 'error.main' }}
    >
      ({formatPercent(percent)})
    </Typography>
  );
}
