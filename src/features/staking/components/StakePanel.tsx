import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import { OutlinedTextField } from '../../../shared/ui/OutlinedTextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { formatUnits, sanitizeAmountInput } from '../../../shared/lib/amounts';
import { useReview } from '../../../shared/review/ReviewProvider';
import { notify } from '../../../shared/toast/notify';
import { useUsdPrice } from '../../../shared/prices/useUsdPrice';
import { usdApprox } from '../../../shared/prices/usdValue';
import { UsdText } from '../../../shared/prices/UsdText';
import { selectPendingInfo } from '../../../shared/tx';
import { useTokenAllowanceQuery, useTokenBalanceQuery } from '../../../shared/chain/chainApi';
import { useUserStakeQuery } from '../api/stakingChainApi';
import type { PoolView } from '../api/types';
import { approveToken, claimFromPool, stakeInPool, unstakeFromPool } from '../api/stakingTx';
import { stakeAmountError, stakeBlockedReason, stakeBoxState, unstakeError } from '../lib/stakeBox';
import { stakeReviewContent, unstakeReviewContent } from '../lib/stakeReview';
import type { PoolStatus } from '../lib/poolStatus';
import { selectStakeAmountText, stakeAmountTyped, stakeFormCleared } from '../stake/stakeFormSlice';
import { readFailure } from '../../../shared/api/readFailure';
import { InlineError } from '../../../shared/ui/InlineError';
import { useLiveClaimable } from './LiveClaimable';
import { formatPoolAmount, formatRewardAmount } from '../lib/poolAmounts';
import { Stat } from './PoolCard';
import { RewardsPreviewLine } from './RewardsPreviewLine';

export interface StakePanelProps {
  pool: PoolView;
  account: string;
  /** why stakes are refused (pool ended or inactive), shown in place of the stake box; null while they are taken */
  stakeClosed: string | null;
  /** the pool's status now, shown in the unstake's review */
  status: PoolStatus;
  /** chain time (unix seconds) the page counts with */
  nowSeconds: number;
}

/** The wallet's position in a pool and the stake box with approve, stake, claim and unstake. */
export function StakePanel({ pool, account, stakeClosed, status, nowSeconds }: StakePanelProps) {
  const dispatch = useAppDispatch();
  const { token } = pool;
  const { poolId } = pool;
  const amountText = useAppSelector((state) => selectStakeAmountText(state, poolId));
  const setAmountText = (text: string) => dispatch(stakeAmountTyped({ poolId, amountText: text }));
  // this pool's transactions only: the pressed button spins, the others wait
  const pending = useAppSelector((state) =>
    selectPendingInfo(
      state,
      { type: 'approve', token: pool.stakingToken, spender: pool.poolAddress },
      { type: 'stake', poolId },
      { type: 'claimRewards', poolId },
      { type: 'unstake', poolId },
    ),
  );
  const busy = pending !== null;
  const usdPrice = useUsdPrice(pool.stakingToken);
  const usd = (raw: bigint | string) => usdApprox(raw, token.decimals, usdPrice);

  const balanceQuery = useTokenBalanceQuery({ token: pool.stakingToken, owner: account });
  const allowanceQuery = useTokenAllowanceQuery({ token: pool.stakingToken, owner: account, spender: pool.poolAddress });
  const stakeQuery = useUserStakeQuery({ poolAddress: pool.poolAddress, user: account });
  const stake = stakeQuery.data;
  // the leads are the reads' own fallbacks, so a node outage reads as one sentence
  const positionFailure = readFailure([
    { lead: 'Failed to load your stake', read: stakeQuery },
    { lead: 'Failed to read balance', read: balanceQuery },
    { lead: 'Failed to fetch allowance', read: allowanceQuery },
  ]);

  const claimable = useLiveClaimable({
    staked: stake?.amount ?? '0',
    rewards: stake?.rewards ?? '0',
    pool,
    readAt: stake?.readAt ?? 0,
    receivedAt: stake?.receivedAt ?? 0,
  });

  const box = stakeBoxState({
    amountText,
    decimals: token.decimals,
    symbol: token.symbol,
    balance: balanceQuery.data ?? null,
    allowance: allowanceQuery.data ?? null,
  });
  // the balance's own message already stands under the amount; the other reasons go under Stake
  const stakeBlocked = stakeBlockedReason(box, token.symbol);
  const stakeReason = box.insufficientBalance ? null : stakeBlocked;
  const staked = BigInt(stake?.amount ?? '0');
  const txArgs = {
    poolId: pool.poolId,
    poolAddress: pool.poolAddress,
    stakingToken: pool.stakingToken,
    symbol: token.symbol,
    account,
  };

  const onApprove = async () => {
    const error = stakeAmountError(box.amount);
    if (error) return notify.error(error);
    await dispatch(
      approveToken({
        token: pool.stakingToken,
        spender: pool.poolAddress,
        amount: box.amount!,
        symbol: token.symbol,
        purpose: 'stake',
        owner: account,
      }),
    );
  };

  const { openReview } = useReview();
  const onStake = () => {
    const error = stakeAmountError(box.amount);
    if (error) return notify.error(error);
    const amount = box.amount!;
    openReview({
      title: `Review stake in ${token.symbol} pool`,
      ...stakeReviewContent({ amount, decimals: token.decimals, symbol: token.symbol, aprBps: pool.aprBps, endTime: pool.endTime, nowSeconds: Date.now() / 1000, usdPrice }),
      confirm: {
        label: 'Confirm stake',
        run: async (requestId) => {
          const outcome = await dispatch(stakeInPool({ ...txArgs, amount, decimals: token.decimals, requestId }));
          if (outcome.status === 'confirmed') dispatch(stakeFormCleared({ poolId }));
          return outcome;
        },
      },
    });
  };

  const onClaim = () => dispatch(claimFromPool(txArgs));

  // with nothing staked Unstake is disabled and says why, instead of failing after a click
  const nothingToUnstake = stake ? unstakeError(staked) : null;
  const onUnstake = () => {
    if (unstakeError(staked)) return;
    openReview({
      title: `Review unstake from ${token.symbol} pool`,
      ...unstakeReviewContent({ staked, claimable, decimals: token.decimals, symbol: token.symbol, status, usdPrice }),
      confirm: { label: 'Confirm unstake', run: (requestId) => dispatch(unstakeFromPool({ ...txArgs, requestId })) },
    });
  };

  const hasBalance = balanceQuery.data !== undefined && BigInt(balanceQuery.data) > 0n;
  const onMax = () => {
    if (balanceQuery.data) setAmountText(formatUnits(balanceQuery.data, token.decimals));
  };

  const onAmount = (text: string) => {
    const accepted = sanitizeAmountInput(text, token.decimals);
    if (accepted !== null) setAmountText(accepted);
  };

  return (
    // phones get tighter padding: the figures' USD values take a second line there, and the Stake
    // button must stay within the first screen
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="your-position-title">
      <Typography id="your-position-title" variant="h6" component="h2" gutterBottom>
        Your Position
      </Typography>
      {positionFailure && (
        <InlineError onRetry={positionFailure.retry} retrying={positionFailure.retrying} sx={{ mb: 2 }}>
          {positionFailure.sentence}
        </InlineError>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, mb: { xs: 2, sm: 3 } }}>
        <Stat
          label="Wallet balance"
          testId="wallet-balance"
          value={balanceQuery.data !== undefined ? `${formatPoolAmount(balanceQuery.data, token.decimals)} ${token.symbol}` : '…'}
        />
        <Stat
          label="Staked"
          value={
            stake ? (
              <>
                <span data-testid="staked">{`${formatPoolAmount(stake.amount, token.decimals)} ${token.symbol}`}</span>
                <UsdText text={usd(stake.amount)} testId="staked-usd" />
              </>
            ) : (
              '…'
            )
          }
        />
        <Stat
          label="Claimable"
          value={
            stake ? (
              <>
                <span data-testid="claimable" data-raw={claimable.toString()}>
                  {formatRewardAmount(claimable, token.decimals)} {token.symbol}
                </span>
                <UsdText text={usd(claimable)} testId="claimable-usd" />
              </>
            ) : (
              '…'
            )
          }
        />
        <Stat label="Claimed" testId="claimed" value={stake ? `${formatRewardAmount(stake.claimed, token.decimals)} ${token.symbol}` : '…'} />
      </Box>

      {stakeClosed && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="stake-closed">
          {stakeClosed}
        </Alert>
      )}
      {!stakeClosed && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
          <OutlinedTextField
            label="Amount"
            value={amountText}
            onChange={(e) => onAmount(e.target.value)}
            placeholder="0.0"
            autoComplete="off"
            error={box.insufficientBalance}
            helperText={box.balanceMessage ?? (box.amount !== null && box.amount > 0n ? usd(box.amount) : null) ?? ' '}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    {/* outlined in the primary colour: a text button in an adornment read as greyed out */}
                    <Button
                      size="small"
                      variant="outlined"
                      color="primary"
                      onClick={onMax}
                      disabled={!hasBalance}
                      title={hasBalance ? `Stake your whole ${token.symbol} balance` : `No ${token.symbol} in this wallet`}
                      sx={{ minWidth: 0, px: 1.25, py: 0.25, fontWeight: 700 }}
                    >
                      MAX
                    </Button>
                  </InputAdornment>
                ),
              },
            }}
          />
          <RewardsPreviewLine amount={box.amount} pool={pool} nowSeconds={nowSeconds} />
          {box.allowanceLabel && (
            <Chip
              size="small"
              sx={{ alignSelf: 'flex-start' }}
              color={box.sufficientAllowance ? 'success' : 'warning'}
              label={box.allowanceLabel}
              data-testid="allowance-indicator"
            />
          )}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              variant="outlined"
              onClick={onApprove}
              disabled={busy || !box.canApprove}
              sx={{ flex: 1 }}
            >
              {pending?.type === 'approve' ? 'Approving...' : 'Approve'}
            </Button>
            <Button
              variant="contained"
              onClick={onStake}
              disabled={busy || !box.canStake}
              aria-describedby={stakeReason ? 'stake-reason' : undefined}
              sx={{ flex: 1 }}
            >
              {pending?.type === 'stake' ? 'Staking...' : 'Stake'}
            </Button>
          </Box>
          {stakeReason && !busy && (
            <Typography id="stake-reason" variant="caption" color="text.secondary" data-testid="stake-reason">
              {stakeReason}
            </Typography>
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {claimable > 0n && (
          <Button variant="contained" color="success" onClick={onClaim} disabled={busy} sx={{ flex: 1 }}>
            {pending?.type === 'claimRewards' ? 'Claiming...' : 'Claim'}
          </Button>
        )}
        <Button
          variant="outlined"
          color="warning"
          onClick={onUnstake}
          disabled={busy || !stake || nothingToUnstake !== null}
          aria-describedby={nothingToUnstake ? 'unstake-reason' : undefined}
          sx={{ flex: 1 }}
        >
          {pending?.type === 'unstake' ? 'Unstaking...' : 'Unstake'}
        </Button>
      </Box>
      {nothingToUnstake && (
        <Typography id="unstake-reason" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {nothingToUnstake}
        </Typography>
      )}
    </Paper>
  );
}
