import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import {
  selectTransactions,
  transactionsCleared,
  transactionsFor,
  type TrackedTransaction,
} from '../../shared/tx/transactionsSlice';
import { formatDateTime } from '../../shared/format/dateTime';
import { AddressWithCopy } from '../../shared/ui/AddressWithCopy';

const statusText: Record<TrackedTransaction['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
};

function StatusIcon({ status }: { status: TrackedTransaction['status'] }) {
  if (status === 'pending') return <CircularProgress size={16} aria-label="Pending" />;
  if (status === 'confirmed') return <CheckCircleRoundedIcon fontSize="small" sx={{ color: 'success.main' }} aria-label="Confirmed" />;
  return <ErrorRoundedIcon fontSize="small" sx={{ color: 'error.main' }} aria-label="Failed" />;
}

/** The connected account's recent transactions on the current chain (the wallet menu). */
export function RecentTransactions({ account, chainId }: { account: string | null; chainId: number | null }) {
  const dispatch = useAppDispatch();
  const items = transactionsFor(useAppSelector(selectTransactions), account, chainId);
  const finished = items.some((tx) => tx.status !== 'pending');
  return (
    <Box component="section" aria-labelledby="recent-transactions-title" sx={{ px: 2, py: 1, minWidth: 280 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id="recent-transactions-title" variant="subtitle2" color="text.secondary">
          Recent transactions
        </Typography>
        {finished && (
          <Button size="small" onClick={() => dispatch(transactionsCleared())} sx={{ minWidth: 0, px: 1 }}>
            Clear
          </Button>
        )}
      </Box>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          No recent transactions
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((tx) => (
            <ListItem key={tx.hash} disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ pt: 0.5 }}>
                <StatusIcon status={tx.status} />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {tx.summary}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {statusText[tx.status]} · <AddressWithCopy value={tx.hash} kind="tx" />
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div" data-testid="tx-sent-at">
                  {formatDateTime(tx.addedAt)}
                </Typography>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

export default RecentTransactions;
