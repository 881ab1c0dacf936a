import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { shortenAddress } from '../lib/amounts';
import { explorerTxUrl } from '../tx/TxToast';
import type { ReviewStage } from './reviewStage';

const STAGE_TEXT: Record<Exclude<ReviewStage, 'review' | 'failed'>, string> = {
  wallet: 'Confirm in your wallet',
  pending: 'Transaction submitted, waiting for confirmation',
  done: 'Transaction confirmed',
};

function TransactionLink({ hash }: { hash: string }) {
  const url = explorerTxUrl(hash);
  // the dev chain has no explorer: the hash itself identifies the transaction there
  return url ? (
    <Link href={url} target="_blank" rel="noopener noreferrer" data-testid="review-explorer-link">
      View on BscScan
    </Link>
  ) : (
    <Box component="span" data-testid="review-tx-hash" data-hash={hash} sx={{ fontFamily: 'monospace' }}>
      {shortenAddress(hash)}
    </Box>
  );
}

export interface ReviewStatusProps {
  stage: ReviewStage;
  hash: string | null;
  /** why it failed (mapError's sentence) */
  reason: string | null;
  /** a neutral line shown on the review stage (the wallet rejected the last attempt) */
  note: string | null;
}

/** The step's stage, announced to screen readers as it changes. */
export function ReviewStatus({ stage, hash, reason, note }: ReviewStatusProps) {
  return (
    <Box role="status" aria-live="polite" data-testid="review-stage" data-stage={stage} sx={{ mt: 2 }}>
      {stage === 'review' && note && <Alert severity="info">{note}</Alert>}
      {stage === 'failed' && <Alert severity="error">{reason}</Alert>}
      {stage !== 'review' && stage !== 'failed' && (
        <Alert severity={stage === 'done' ? 'success' : 'info'}>
          {STAGE_TEXT[stage]}
          {hash && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              <TransactionLink hash={hash} />
            </Box>
          )}
        </Alert>
      )}
      {stage === 'failed' && hash && (
        <Box sx={{ mt: 1 }}>
          <TransactionLink hash={hash} />
        </Box>
      )}
    </Box>
  );
}
