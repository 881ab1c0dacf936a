import { useState } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../store/hooks';
import { USER_REJECTED_MESSAGE } from '../errors/mapError';
import { formatPercent } from '../format/percent';
import { selectRequestProgress } from '../tx/pendingSelectors';
import type { TransactionOutcome } from '../tx/runTransaction';
import { ReviewRows } from './ReviewRows';
import { ReviewStatus } from './ReviewStatus';
import { failureReason, needsTypedConfirm, reviewStage, typedConfirmAccepted, TYPED_CONFIRM_WORD } from './reviewStage';
import type { ReviewAction, ReviewRequest } from './reviewTypes';

type StepName = 'approval' | 'confirm';

interface Attempt {
  step: StepName;
  requestId: string;
  /** the runner's result once it returned (undefined while it runs) */
  outcome?: TransactionOutcome | null;
}

export interface ReviewDialogProps {
  open: boolean;
  request: ReviewRequest;
  onClose: () => void;
}

/** The review modal: the amounts, then each step's wallet → pending → done or failed, derived from the store. */
export function ReviewDialog({ open, request, onClose }: ReviewDialogProps) {
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [approvalDone, setApprovalDone] = useState(!request.approval);
  const [typed, setTyped] = useState('');
  const progress = useAppSelector((state) => selectRequestProgress(state, attempt?.requestId ?? null));
  const stage = reviewStage(progress, attempt?.outcome, attempt !== null);
  const approvalOnly = !request.confirm;
  // an approval alone stays its own step when done, so its outcome and hash remain on screen
  const step: StepName = approvalDone && !approvalOnly ? 'confirm' : 'approval';
  // the attempt shown is the current step's; an approval that finished moves the review on to the confirm
  const current = attempt && attempt.step === step ? stage : 'review';
  const rejected = attempt?.outcome?.status === 'rejected';
  const typedNeeded = needsTypedConfirm(request.priceImpact);

  const run = async (name: StepName, action: ReviewAction) => {
    const requestId = nanoid();
    setAttempt({ step: name, requestId });
    const outcome = await action.run(requestId);
    setAttempt((previous) => (previous?.requestId === requestId ? { ...previous, outcome } : previous));
    if (name === 'approval' && outcome?.status === 'confirmed') setApprovalDone(true);
  };

  const action = (step === 'approval' ? request.approval : request.confirm) ?? null;
  const busy = current === 'wallet' || current === 'pending';
  const finished = current === 'done' && (step === 'confirm' || approvalOnly);
  const canSend = !busy && !finished && (!typedNeeded || step === 'approval' || typedConfirmAccepted(typed));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="review-title" fullWidth maxWidth="xs">
      <DialogTitle id="review-title">{request.title}</DialogTitle>
      <DialogContent>
        <ReviewRows request={request} />
        {request.priceImpact !== null && request.priceImpact !== undefined && typedNeeded && step === 'confirm' && current === 'review' && (
          <Box sx={{ mt: 2 }}>
            <Alert severity="error">
              Price impact is {formatPercent(request.priceImpact)}. You may lose a large part of what you pay. Type &apos;
              {TYPED_CONFIRM_WORD}&apos; to continue.
            </Alert>
            <TextField
              sx={{ mt: 1.5 }}
              fullWidth
              size="small"
              label={`Type '${TYPED_CONFIRM_WORD}'`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              slotProps={{ htmlInput: { autoComplete: 'off', 'data-testid': 'typed-confirm' } }}
            />
          </Box>
        )}
        {request.approval && (
          <Box component="ol" sx={{ pl: 2.5, mt: 2, mb: 0 }} aria-label="Steps">
            <li>
              <Typography variant="body2">
                {request.approval.label}
                {approvalDone ? ' — done' : ''}
              </Typography>
            </li>
            {request.confirm && (
              <li>
                <Typography variant="body2">{request.confirm.label}</Typography>
              </li>
            )}
          </Box>
        )}
        <ReviewStatus
          stage={current}
          hash={progress && 'hash' in progress ? progress.hash : null}
          reason={current === 'failed' ? failureReason(attempt?.outcome) : null}
          note={rejected && current === 'review' ? USER_REJECTED_MESSAGE : null}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{finished ? 'Close' : 'Cancel'}</Button>
        {!finished && action && (
          <Button
            variant="contained"
            disabled={!canSend}
            onClick={() => void run(step, action)}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {current === 'failed' ? 'Try again' : action.label}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

export default ReviewDialog;
