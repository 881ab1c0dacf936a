import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { sanitizeAmountInput, tryParseUnits } from '../../../shared/lib/amounts';
import { useTokenAllowanceQuery } from '../../../shared/chain/chainApi';
import { notify } from '../../../shared/toast/notify';
import { selectPendingInfo } from '../../../shared/tx';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import type { PoolView } from '../api/types';
import { approveToken, fundPoolRewards, setPoolActive, setPoolApr } from '../api/stakingTx';
import { aprPercentToBps, formatAprBps } from '../lib/apr';
import { CREATE_POOL_TEXTS, MAX_APR_BPS } from '../lib/createPoolValidation';
import { poolAprText, poolStatus } from '../lib/poolStatus';
import { poolAprNoticeText } from '../lib/aprNotice';
import { formatUnixDateTime } from '../../../shared/format/dateTime';
import { poolRunOutAt, runwayText } from '../lib/runway';
import { APR_CHANGE_NOTICE_SECONDS } from '../lib/schedule';
import { AddMetadataDialog } from './AddMetadataDialog';
import { Stat } from './PoolCard';
import { formatMarketAmount } from '../lib/poolAmounts';
import { PoolStatusChip } from './PoolStatusChip';
import { poolCardLogoSources } from './poolLogo';
import type { ListingDisplay } from '../../../shared/indexedList/listingDisplay';

/** Stakers get notice of every APR change (StakingPool.APR_CHANGE_NOTICE). */
export const APR_CHANGE_TEXT = `Takes effect ${APR_CHANGE_NOTICE_SECONDS / 3600} hours after you set it; stakers see the change coming.`;

export interface OwnerPoolCardProps {
  pool: PoolView;
  account: string;
  nowSeconds: number;
  /** the pool's logo and whether its metadata is stored, as its page knows them (the card asks for neither) */
  display: ListingDisplay;
  /** the owner saved the pool's metadata from this card */
  onMetadataSaved: (poolId: string) => void;
}

/**
 * A pool the wallet created, with the owner's actions: fund rewards, set APR, (de)activate, add
 * metadata (offered only when the page knows none is stored).
 */
export function OwnerPoolCard({ pool, account, nowSeconds, display, onMetadataSaved }: OwnerPoolCardProps) {
  const dispatch = useAppDispatch();
  const { token } = pool;
  const [fundText, setFundText] = useState('');
  const [aprText, setAprText] = useState('');
  // the owner's transactions on this pool: the pressed button spins, the others wait
  const pending = useAppSelector((state) =>
    selectPendingInfo(
      state,
      { type: 'approve', token: pool.stakingToken, spender: pool.poolAddress },
      { type: 'fundPool', poolId: pool.poolId },
      { type: 'setPoolApr', poolId: pool.poolId },
      { type: 'setPoolActive', poolId: pool.poolId },
    ),
  );
  const busy = pending !== null;
  const [metadataOpen, setMetadataOpen] = useState(false);
  const status = poolStatus(pool, nowSeconds);
  const fundAmount = fundText.trim() === '' ? null : tryParseUnits(fundText, token.decimals);
  // read once the owner types an amount: a page of cards loads without a read per card
  const allowance = useTokenAllowanceQuery({ token: pool.stakingToken, owner: account, spender: pool.poolAddress }, { skip: fundAmount === null });
  const fundApproved = fundAmount !== null && allowance.data !== undefined && BigInt(allowance.data) >= fundAmount;
  // until the allowance is known the button cannot tell Approve from Fund
  const checkingAllowance = fundAmount !== null && allowance.data === undefined && !allowance.isError;
  const aprNotice = poolAprNoticeText(pool, nowSeconds);
  const txArgs = { poolId: pool.poolId, poolAddress: pool.poolAddress, stakingToken: pool.stakingToken, symbol: token.symbol, account };

  const onFund = async () => {
    if (fundAmount === null || fundAmount <= 0n) return notify.error('Please enter an amount');
    if (!fundApproved) {
      await dispatch(
        approveToken({ token: pool.stakingToken, spender: pool.poolAddress, amount: fundAmount, symbol: token.symbol, purpose: 'fund', owner: account }),
      );
      return;
    }
    const outcome = await dispatch(fundPoolRewards({ ...txArgs, amount: fundAmount, decimals: token.decimals }));
    if (outcome.status === 'confirmed') setFundText('');
  };

  const onSetApr = async () => {
    const bps = aprPercentToBps(aprText);
    if (bps === null) return notify.error(CREATE_POOL_TEXTS.apr);
    if (bps > MAX_APR_BPS) return notify.error(CREATE_POOL_TEXTS.aprTooHigh);
    const outcome = await dispatch(setPoolApr({ ...txArgs, aprBps: bps }));
    if (outcome.status === 'confirmed') setAprText('');
  };

  const onToggle = () => dispatch(setPoolActive({ ...txArgs, active: !pool.active }));

  return (
    <Card variant="outlined" component="article" aria-label={`Your ${token.symbol} pool #${pool.poolId}`} data-testid="owner-pool-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <TokenLogo {...poolCardLogoSources(pool, display)} symbol={token.symbol} size={36} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h3" noWrap>
              {token.symbol} · Pool #{pool.poolId}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {token.name}
            </Typography>
          </Box>
          <PoolStatusChip status={status} />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
          <Stat label="APR" value={poolAprText(formatAprBps(pool.aprBps), status)} />
          <Stat label="Total staked" value={`${formatMarketAmount(pool.totalStaked, token.decimals)} ${token.symbol}`} />
          <Stat label="Reward reserve" value={`${formatMarketAmount(pool.rewardReserve, token.decimals)} ${token.symbol}`} />
          <Stat label="Rewards" value={runwayText(poolRunOutAt(pool, nowSeconds), formatUnixDateTime)} />
        </Box>
        {aprNotice && (
          <Alert severity="info" data-testid="owner-apr-notice">
            {aprNotice}
          </Alert>
        )}

        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label="Fund amount"
            value={fundText}
            onChange={(e) => {
              const v = sanitizeAmountInput(e.target.value, token.decimals);
              if (v !== null) setFundText(v);
            }}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ flex: 1 }}
          />
          <Button variant="outlined" onClick={onFund} disabled={busy || checkingAllowance}>
            {pending?.type === 'approve' ? 'Approving...' : pending?.type === 'fundPool' ? 'Funding...' : fundApproved || fundAmount === null ? 'Fund rewards' : `Approve ${token.symbol}`}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label="New APR (%)"
            type="number"
            value={aprText}
            onChange={(e) => setAprText(e.target.value)}
            slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
            helperText={APR_CHANGE_TEXT}
            sx={{ flex: 1 }}
          />
          <Button variant="outlined" onClick={onSetApr} disabled={busy}>
            {pending?.type === 'setPoolApr' ? 'Saving...' : 'Set APR'}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" color={pool.active ? 'warning' : 'success'} onClick={onToggle} disabled={busy || status === 'Ended'}>
            {pending?.type === 'setPoolActive' ? 'Saving...' : pool.active ? 'Deactivate' : 'Activate'}
          </Button>
          {display.hasMetadata === false && (
            <Button variant="outlined" onClick={() => setMetadataOpen(true)}>
              Add metadata
            </Button>
          )}
          <Button component={RouterLink} to={`/staking/pools/${pool.poolId}`}>
            View pool
          </Button>
        </Box>
      </CardContent>
      {metadataOpen && <AddMetadataDialog pool={pool} open={metadataOpen} onClose={() => setMetadataOpen(false)} onSaved={() => onMetadataSaved(pool.poolId)} />}
    </Card>
  );
}
