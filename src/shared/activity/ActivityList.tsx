import { memo, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { failureSentence } from '../errors/failureSentence';
import { formatUnixDateTime } from '../format/dateTime';
import { shortenAddress } from '../lib/amounts';
import { explorerTxUrl } from '../tx/TxToast';
import { InlineError } from '../ui/InlineError';
import { ShortAddress } from '../ui/ShortAddress';
import { ACTIVITY_POLL_MS, useIndexedActivityQuery, type ActivityPageArg } from './activityApi';
import { indexLagText } from '../indexedList/indexLag';
import type { ActivityItem, ActivityLine } from './types';

export interface ActivityListProps {
  /** the section's heading: 'Activity', 'Your activity' */
  title: string;
  path: string;
  params?: Record<string, string>;
  /** what an entry says, by the feature whose listings emit it */
  describe: (item: ActivityItem) => ActivityLine;
  emptyText: string;
  /** name who acted (a listing's page); a wallet's own list leaves it out */
  showAccount?: boolean;
}

function TransactionLink({ hash }: { hash: string }) {
  const url = explorerTxUrl(hash);
  const text = shortenAddress(hash);
  if (!url) return <Box component="span" sx={{ fontFamily: 'monospace' }} title={hash}>{text}</Box>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ fontFamily: 'monospace' }} aria-label={`Transaction ${text} on the explorer`}>
      {text}
    </Link>
  );
}

function ActivityRow({ item, describe, showAccount }: { item: ActivityItem } & Pick<ActivityListProps, 'describe' | 'showAccount'>) {
  const { what, amount } = describe(item);
  return (
    <Box
      component="li"
      data-testid="activity-row"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, rowGap: 0.5, py: 1.25, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>{what}</Typography>
        {amount && <Typography component="span" sx={{ ml: 1, overflowWrap: 'anywhere' }}>{amount}</Typography>}
        {showAccount && item.account && (
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}><ShortAddress address={item.account} /></Typography>
        )}
      </Box>
      <Box sx={{ textAlign: { sm: 'right' } }}>
        <Typography variant="body2" color="text.secondary">{formatUnixDateTime(item.timestamp)}</Typography>
        <Typography variant="body2"><TransactionLink hash={item.txHash} /></Typography>
      </Box>
    </Box>
  );
}

/** One page of the list; the newest is polled, so what just happened shows once the index has it. */
function ActivityPageRows({ arg, newest, last, onOlder, ...row }: { arg: ActivityPageArg; newest: boolean; last: boolean; onOlder: (cursor: string) => void; emptyText: string } & Pick<ActivityListProps, 'describe' | 'showAccount'>) {
  const { data, error, isLoading, isFetching, refetch } = useIndexedActivityQuery(arg, { pollingInterval: newest ? ACTIVITY_POLL_MS : 0 });
  if (isLoading) return <Skeleton variant="rounded" height={96} aria-label="Loading activity" />;
  if (error && !data) {
    return (
      <InlineError onRetry={refetch} retrying={isFetching}>
        {failureSentence('Failed to load the activity', error.message)}
      </InlineError>
    );
  }
  if (!data) return null;
  const lag = newest ? indexLagText(data) : null;
  return (
    <>
      {lag && <Alert severity="info" sx={{ mb: 1 }}>{lag}</Alert>}
      {newest && data.items.length === 0 && <Typography color="text.secondary">{row.emptyText}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.items.map((item) => (
          <ActivityRow key={`${item.txHash}:${item.logIndex}`} item={item} describe={row.describe} showAccount={row.showAccount} />
        ))}
      </Box>
      {last && data.nextCursor && (
        <Button onClick={() => onOlder(data.nextCursor!)} sx={{ mt: 1 }}>
          Show older
        </Button>
      )}
    </>
  );
}

/**
 * What happened, newest first, from the event index: time, what, the amount and the transaction.
 * Only a record of the past: no figure that moves money is ever read from here. Memoised: it has
 * reads of its own, so a page drawn again for its other data (a price, the clock) leaves it be.
 */
export const ActivityList = memo(function ActivityList({ title, path, params, describe, emptyText, showAccount }: ActivityListProps) {
  const titleId = useId();
  // another list (a wallet switched) starts again at its newest page
  const listKey = `${path}?${new URLSearchParams(params).toString()}`;
  const [shown, setShown] = useState<{ listKey: string; cursors: (string | null)[] }>({ listKey, cursors: [null] });
  const cursors = shown.listKey === listKey ? shown.cursors : [null];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {cursors.map((cursor, i) => (
        <ActivityPageRows
          key={cursor ?? 'newest'}
          arg={{ path, params, cursor }}
          newest={i === 0}
          last={i === cursors.length - 1}
          onOlder={(next) => setShown({ listKey, cursors: [...cursors, next] })}
          describe={describe}
          showAccount={showAccount}
          emptyText={emptyText}
        />
      ))}
    </Paper>
  );
});
