import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { ActionFirstLayout } from '../../../shared/ui/ActionFirstLayout';
import { DetailTitleSkeleton } from '../../../shared/ui/DetailTitleSkeleton';
import { ConnectWalletPrompt } from '../../../shared/ui/ConnectWalletPrompt';
import { useWallet } from '../../../shared/wallet';
import { UnverifiedNotice } from '../../../shared/ui/UnverifiedListing';
import { poolRiskNoteWhileLoading } from '../lib/verifiedPool';

export const POOL_CONNECT_MESSAGE = 'Connect your wallet to stake in this pool.';

/**
 * A pool page while its pool loads: the page's own frame (title row, the action, the two cards of
 * figures), so nothing moves when the pool arrives and the footer stays below the fold, and a
 * visitor can already connect. It is also what the prerendered pool page shows before the script runs.
 * An unverified pool's risk note is drawn from the first paint (the creator's row held in place).
 */
export function PoolLoading({ poolId = null }: { poolId?: string | null }) {
  const { status } = useWallet();
  return (
    <Box component="section" aria-busy="true" aria-label="Loading pool" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <DetailTitleSkeleton titleWidth="60%" subtitleWidth="35%" />
      <ActionFirstLayout
        action={
          // a wallet being restored from the last visit is not asked to connect
          status === 'disconnected' ? (
            <ConnectWalletPrompt message={POOL_CONNECT_MESSAGE} />
          ) : (
            <Skeleton variant="rounded" height={320} />
          )
        }
        details={
          <>
            {poolId !== null && poolRiskNoteWhileLoading(poolId) && <UnverifiedNotice creator={null} />}
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Skeleton width="40%" height={32} />
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, mt: 1 }}>
                {Array.from({ length: 8 }, (_, index) => (
                  <Box key={index}>
                    <Skeleton width="50%" />
                    <Skeleton width="80%" />
                  </Box>
                ))}
              </Box>
            </Paper>
            <Skeleton variant="rounded" height={200} />
          </>
        }
      />
    </Box>
  );
}
