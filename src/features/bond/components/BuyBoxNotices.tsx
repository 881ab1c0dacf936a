import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PAUSED_BY_PLATFORM, type BuyBlocker } from '../lib/quoteRules';

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

      {blocker === PAUSED_BY_PLATFORM && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="sale-paused">
          {PAUSED_BY_PLATFORM}: buying is stopped on every bond while the platform secures its quote key. What you bought stays
          yours, keeps vesting and can be claimed.
        </Alert>
      )}

      {blockerText &&
        blockerText !== 'Enter a token amount' &&
        blockerText !== 'Demo bond' &&
        blockerText !== 'Please connect your wallet' &&
        blockerText !== PAUSED_BY_PLATFORM && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {blockerText}
        </Alert>
      )}
    </>
  );
}
