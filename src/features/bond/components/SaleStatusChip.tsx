import Chip from '@mui/material/Chip';

export function SaleStatusChip({ ended }: { ended: boolean }) {
  return ended ? (
    <Chip size="small" label="Ended" variant="outlined" />
  ) : (
    <Chip size="small" label="Live" color="success" />
  );
}

/** Built-in demo entries are examples, not sales anyone can buy: the chip says so. */
export function DemoChip() {
  return <Chip size="small" label="Example" color="info" variant="outlined" />;
}
