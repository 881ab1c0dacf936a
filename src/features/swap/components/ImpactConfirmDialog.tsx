import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export interface ImpactConfirmDialogProps {
  open: boolean;
  /** percent */
  priceImpact: number | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked before a swap whose price impact reaches 10%. */
export function ImpactConfirmDialog({ open, priceImpact, onCancel, onConfirm }: ImpactConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="impact-title">
      <DialogTitle id="impact-title">Confirm high price impact</DialogTitle>
      <DialogContent>
        <Typography>
          This swap has a price impact of {priceImpact?.toFixed(2)}% against current market prices. You may lose a large
          part of the value you pay. Swap anyway?
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Swap anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ImpactConfirmDialog;
