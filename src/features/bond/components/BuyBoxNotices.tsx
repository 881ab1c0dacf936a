import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { BuyBlocker } from '../lib/quoteRules';

/** Why Buy cannot go ahead: a visitor gets a Connect button, other blockers a warning; self-evident ones say nothing. */
export function BuyBoxNotices({ blocker, blockerText, onConnect }: { blocker: BuyBlocker | null; blockerText: string | null; onConnect: () => void }) {
  return (
    <>
      {blocker === 'Please connect your wallet' && (
        <Alert
          severity="info"
          sx={{ mt: 2, alignItems: 'center' }}
          action={
            <Button variant="contained" size="small" onClick={onConnect}>
              Connect wallet
            </Button>
          }
        >
          {blockerText}
        </Alert>
      )}

      {blockerText && blockerText !== 'Enter a token amount' && blockerText !== 'Demo bond' && blockerText !== 'Please connect your wallet' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {blockerText}
        </Alert>
      )}
    </>
  );
}
