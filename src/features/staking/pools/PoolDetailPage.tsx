import { useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { config } from '../../../config';
import { ActionFirstLayout } from '../../../shared/ui/ActionFirstLayout';
import { AddressWithCopy } from '../../../shared/ui/AddressWithCopy';
import { ConnectWalletPrompt } from '../../../shared/ui/ConnectWalletPrompt';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { useWallet } from '../../../shared/wallet';
import { useStakingPoolQuery } from '../api/stakingChainApi';
import { metadataQueryOptions, poolIndex, usePoolMetadataQuery } from '../api/stakingProductApi';
import type { PoolView } from '../api/types';
import { Stat } from '../components/PoolCard';
import { DemoBadge, PoolStatusChip } from '../components/PoolStatusChip';
import { PoolSocials } from '../components/PoolSocials';
import { poolLogoSources } from '../components/poolLogo';
import { StakePanel } from '../components/StakePanel';
import { listingIdOf } from '../../../shared/listing/routeId';
import { detailPageState } from '../../../shared/listing/detailPageState';
import { ListingDetailFrame } from '../../../shared/listing/ListingDetailFrame';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { demoPool, isDemoPoolId } from '../demo/demoPools';
import type { PoolSocials as Socials } from '../api/types';
import { formatAprBps } from '../lib/apr';
import { poolAprText, poolStatus, stakeClosedReason } from '../lib/poolStatus';
import { poolAprNoticeText } from '../lib/aprNotice';
import { formatUnixDateTime } from '../../../shared/format/dateTime';
import { formatTimeLeft } from '../../../shared/format/timeLeft';
import { formatMarketAmount, formatRewardAmount } from '../lib/poolAmounts';
import { poolRunOutAt, runwayText } from '../lib/runway';
import { InlineError } from '../../../shared/ui/InlineError';
import { UnverifiedChip, UnverifiedNotice } from '../../../shared/ui/UnverifiedListing';
import { useUsdPricesEarly } from '../../../shared/prices/useUsdPrice';
import { POOL_CONNECT_MESSAGE, PoolLoading } from './PoolLoading';
import { isVerifiedPool } from '../lib/verifiedPool';

// the page's first reads, started before it renders (see SectionPage's PageModule)
export { prefetchPoolPage as prefetchData } from './prefetchPoolPage';
import { failureSentence } from '../../../shared/errors/failureSentence';
import { ActivityList } from '../../../shared/activity/ActivityList';
import { poolActivityLine } from '../lib/poolActivity';
import { useDeferredResult } from '../../../shared/api/useDeferredResult';

export const DEMO_NOTICE = 'This is a demo pool: its figures are examples and staking is disabled.';

interface PoolBodyProps {
  pool: PoolView;
  nowSeconds: number;
  logo: { src: string; fallbackSrc?: string | null };
  description: string | null;
  /** set when the description could not be read (the API is down): said instead of 'none yet' */
  descriptionFailure?: { message?: string; retry: () => unknown; retrying: boolean } | null;
  socials: Socials;
  demo: boolean;
}

function PoolBody({ pool, nowSeconds, logo, description, descriptionFailure, socials, demo }: PoolBodyProps) {
  const { account, isConnected } = useWallet();
  const status = poolStatus(pool, nowSeconds);
  // on the operator's verified list (config); the demo entries carry 'Example' instead
  const verified = isVerifiedPool(pool.poolId);
  const { token } = pool;
  const aprNotice = poolAprNoticeText(pool, nowSeconds);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <TokenLogo {...logo} symbol={token.symbol} size={56} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {token.symbol} Staking Pool
          </Typography>
          <Typography color="text.secondary">
            {token.name} · Pool #{pool.poolId}
          </Typography>
        </Box>
        <PoolStatusChip status={status} />
        {demo ? <DemoBadge /> : !verified && <UnverifiedChip />}
      </Box>
      {demo && <Alert severity="info">{DEMO_NOTICE}</Alert>}
      {aprNotice && (
        <Alert severity="warning" data-testid="apr-notice">
          {aprNotice}
        </Alert>
      )}

      <ActionFirstLayout
        action={
          demo ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                Your Position
              </Typography>
              <Typography color="text.secondary">Staking, claiming and unstaking are disabled for demo pools.</Typography>
            </Paper>
          ) : isConnected && account ? (
            <StakePanel pool={pool} account={account} stakeClosed={stakeClosedReason(status)} status={status} nowSeconds={nowSeconds} />
          ) : (
            <ConnectWalletPrompt message={POOL_CONNECT_MESSAGE} />
          )
        }
        details={
          <>
            {/* the header carries the label; the note and the creator sit with the pool's figures, after the action on a phone */}
            {!demo && !verified && <UnverifiedNotice creator={pool.owner} />}
            <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="pool-stats-title">
              <Typography id="pool-stats-title" variant="h6" component="h2" gutterBottom>
                Pool Details
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
                <Stat label="Status" value={status} testId="detail-status" />
                <Stat label="APR" value={poolAprText(formatAprBps(pool.aprBps), status)} testId="detail-apr" />
                <Stat label="Total staked" testId="total-staked" value={`${formatMarketAmount(pool.totalStaked, token.decimals)} ${token.symbol}`} />
                <Stat label="Total claimed" testId="total-claimed" value={`${formatRewardAmount(pool.totalClaimed, token.decimals)} ${token.symbol}`} />
                <Stat label="Reward reserve" testId="reward-reserve" value={`${formatMarketAmount(pool.rewardReserve, token.decimals)} ${token.symbol}`} />
                <Stat label="Rewards" testId="rewards-runway" value={runwayText(poolRunOutAt(pool, nowSeconds), formatUnixDateTime)} />
                <Stat label="End time" testId="end-time" value={formatUnixDateTime(pool.endTime)} />
                <Stat label="Ends in" testId="ends-in" value={formatTimeLeft(nowSeconds, pool.endTime)} />
              </Box>
            </Paper>
            <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="pool-about-title">
              <Typography id="pool-about-title" variant="h6" component="h2" gutterBottom>
                About
              </Typography>
              {descriptionFailure ? (
                <InlineError onRetry={descriptionFailure.retry} retrying={descriptionFailure.retrying} sx={{ mb: 2 }}>
                  {failureSentence('The description could not be loaded', descriptionFailure.message)}
                </InlineError>
              ) : (
                <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }} data-testid="pool-description">
                  {description ?? 'No description has been added for this pool yet.'}
                </Typography>
              )}
              <PoolSocials socials={socials} />
              <Box sx={{ mt: 2 }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  Token contract
                </Typography>
                <AddressWithCopy value={pool.stakingToken} kind="token" full label="token address" />
              </Box>
            </Paper>
            {!demo && (
              <ActivityList title="Activity" path={`/index/pools/${pool.poolId}/activity`} describe={poolActivityLine} emptyText="No activity yet." showAccount />
            )}
          </>
        }
      />
    </Box>
  );
}

/** `/staking/pools/{id}`: a pool's figures, its metadata and the wallet's position with actions. */
export default function PoolDetailPage() {
  const params = useParams();
  const id = listingIdOf(params.id);
  const poolQuery = useDeferredResult(useStakingPoolQuery(id ?? skipToken, { pollingInterval: config.lists.refetchMs }));
  const metadataQuery = useDeferredResult(usePoolMetadataQuery(id === null ? skipToken : poolIndex(id), metadataQueryOptions));
  useUsdPricesEarly();
  const nowSeconds = useChainNowSeconds(1000, poolQuery.data ?? null);

  const state = detailPageState(id, poolQuery, (demoId) => (config.demoEntries && isDemoPoolId(demoId) ? demoPool(demoId, nowSeconds) : null));
  const metadata = metadataQuery.data ?? null;
  return (
    <ListingDetailFrame
      state={state}
      back={{ to: '/staking/pools', label: '← All pools' }}
      live={({ pool }) => (
        <PoolBody
          pool={pool}
          nowSeconds={nowSeconds}
          logo={poolLogoSources(pool)}
          description={metadata?.description ?? null}
          descriptionFailure={
            metadataQuery.isError && !metadata
              ? { message: metadataQuery.error.message, retry: metadataQuery.refetch, retrying: metadataQuery.isFetching }
              : null
          }
          socials={metadata?.socials ?? {}}
          demo={false}
        />
      )}
      demo={(demo) => (
        <PoolBody
          pool={demo.pool}
          nowSeconds={nowSeconds}
          logo={{ src: demo.logoPath }}
          description={demo.metadata.description}
          socials={demo.metadata.socials}
          demo
        />
      )}
      loading={<PoolLoading poolId={id} />}
      notFound={<Alert severity="error">Pool not found.</Alert>}
      failure={{ title: 'Failed to load the pool', onRetry: poolQuery.refetch, retrying: poolQuery.isFetching }}
    />
  );
}
