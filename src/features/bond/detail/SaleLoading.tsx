import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { ActionFirstLayout } from '../../../shared/ui/ActionFirstLayout';
import { DetailTitleSkeleton } from '../../../shared/ui/DetailTitleSkeleton';
import { useWalletChooser } from '../../../shared/ui/walletChooserContext';
import { useWallet } from '../../../shared/wallet';
import { BuyBoxNotices } from '../components/BuyBoxNotices';
import { UnverifiedNotice } from '../../../shared/ui/UnverifiedListing';
import { saleRiskNoteWhileLoading } from '../lib/verifiedSale';

const CONNECT = 'Please connect your wallet';

/**
 * A sale page while its sale loads: the page's own frame (title row, buy box, figures), so nothing
 * jumps when the sale arrives, and a visitor can already connect, which buying needs whatever the
 * sale turns out to be. It is also what the prerendered sale page shows before the script runs.
 */
export function SaleLoading({ saleId = null }: { saleId?: string | null }) {
  const { status } = useWallet();
  const { openChooser } = useWalletChooser();
  return (
    <Box aria-busy="true" aria-label="Loading bond">
      <Box sx={{ mb: 3 }}>
        <DetailTitleSkeleton titleWidth="45%" subtitleWidth="20%" />
      </Box>
      <ActionFirstLayout
        action={
          <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
            <Skeleton width="40%" height={32} />
            <Skeleton variant="rounded" height={56} sx={{ mt: 1 }} />
            {/* a wallet being restored from the last visit is not asked to connect */}
            {status === 'disconnected' && <BuyBoxNotices blocker={CONNECT} blockerText={CONNECT} onConnect={openChooser} />}
            <Skeleton variant="rounded" height={40} sx={{ mt: 2 }} />
          </Paper>
        }
        details={
          saleId !== null && saleRiskNoteWhileLoading(saleId) ? (
            // the sale's figures paper with its risk note in place: the note is drawn once, not when the sale arrives
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 3 }}>
              <Box sx={{ mb: 2 }}>
                <UnverifiedNotice creator={null} />
              </Box>
              <Skeleton variant="rounded" height={240} />
            </Paper>
          ) : (
            <Skeleton variant="rounded" height={360} />
          )
        }
      />
    </Box>
  );
}
