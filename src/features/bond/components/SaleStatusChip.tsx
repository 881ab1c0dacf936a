import Chip from '@mui/material/Chip';
import { PAUSED_BY_PLATFORM } from '../lib/quoteRules';

/** Ended, paused by the platform (buying stopped on every sale) or live. */
export function SaleStatusChip({ ended, paused = false }: { ended: boolean; paused?: boolean }) {
  if (ended) return <Chip size="small" label="Ended" variant="outlined" />;
  return paused ? (
    <Chip size="small" label={PAUSED_BY_PLATFORM} color="warning" />
  ) : (
    <Chip size="small" label="Live" color="success" />
  );
}

/** Built-in demo entries are examples, not sales anyone can buy: the chip says so. */
export function DemoChip() {
  return <Chip size="small" label="Example" color="info" variant="outlined" />;
}
