import Chip from '@mui/material/Chip';

export function SaleStatusChip({ ended }: { ended: boolean }) {
  return ended ? (
    <Chip size="small" label="Ended" variant="outlined" />
  ) : (
    <Chip size="small" label="Live" color="success" />
  );
}

export function DemoChip() {
  return <Chip size="small" label="Demo" color="info" variant="outlined" />;
}
