import Chip from '@mui/material/Chip';
import type { PoolStatus } from '../lib/poolStatus';

const COLORS: Record<PoolStatus, 'success' | 'default' | 'warning'> = {
  Active: 'success',
  Ended: 'default',
  Inactive: 'warning',
};

export function PoolStatusChip({ status }: { status: PoolStatus }) {
  return <Chip size="small" label={status} color={COLORS[status]} data-testid="pool-status" />;
}

export function DemoBadge() {
  return <Chip size="small" label="Example" color="secondary" variant="outlined" />;
}
