import '../stakingTransactions';
import type { AppThunk } from '../../../shared/store/store';
import { approveToken as approveErc20, runTransaction, type TransactionOutcome } from '../../../shared/tx';
import './stakingContracts';

/**
 * Every staking write, through the one transaction helper (toasts, tracking, cache
 * refresh). The typed contracts come with the chain client, when a write is sent.
 */
export const STAKING_TX_TEXTS = {
  approveForStake: 'Approval successful! You can now stake.',
  approveForCreate: 'Approval successful! Now you can create the pool.',
  approveForFund: 'Approval successful! You can now fund the pool.',
  approveFailed: 'Approve failed',
  stake: 'Stake successful!',
  stakeFailed: 'Stake failed',
  claim: 'Rewards claimed!',
  claimFailed: 'Claim failed',
  unstake: 'Unstake successful!',
  unstakeFailed: 'Unstake failed',
  created: 'Pool created! Sign the metadata message to finish.',
  createFailed: 'Pool creation failed',
  funded: 'Rewards funded!',
  fundFailed: 'Fund rewards failed',
  aprSet: 'APR change announced: it takes effect in 24 hours.',
  aprFailed: 'Set APR failed',
  activated: 'Pool activated!',
  deactivated: 'Pool deactivated!',
  activeFailed: 'Pool update failed',
} as const;

const lower = (a: string) => a.toLowerCase();

function poolTags(poolId: string, account: string) {
  return [
    { type: 'Pool' as const, id: poolId },
    { type: 'Pool' as const, id: 'LIST' },
    { type: 'Stake' as const, id: lower(account) },
  ];
}

export interface ApproveArgs {
  token: string;
  spender: string;
  amount: bigint;
  symbol: string;
  purpose: 'stake' | 'create' | 'fund';
  owner: string;
}

const APPROVED_FOR: Record<ApproveArgs['purpose'], string> = {
  stake: STAKING_TX_TEXTS.approveForStake,
  create: STAKING_TX_TEXTS.approveForCreate,
  fund: STAKING_TX_TEXTS.approveForFund,
};

export function approveToken({ purpose, ...args }: ApproveArgs): AppThunk<Promise<TransactionOutcome>> {
  return approveErc20({
    ...args,
    messages: { success: APPROVED_FOR[purpose], failure: STAKING_TX_TEXTS.approveFailed, sendFailure: STAKING_TX_TEXTS.approveFailed },
  });
}

export interface PoolTxArgs {
  poolId: string;
  poolAddress: string;
  stakingToken: string;
  symbol: string;
  account: string;
}

/** `requestId` names the send for the review modal that follows it. */
export function stakeInPool(
  args: PoolTxArgs & { amount: bigint; decimals: number; requestId?: string },
): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    requestId: args.requestId,
    info: { type: 'stake', poolId: args.poolId, symbol: args.symbol, amount: { raw: args.amount.toString(), decimals: args.decimals } },
    send: (wallet) => wallet.contracts.stakingPool(args.poolAddress).stake(args.amount),
    messages: { success: STAKING_TX_TEXTS.stake, failure: STAKING_TX_TEXTS.stakeFailed, sendFailure: STAKING_TX_TEXTS.stakeFailed },
    invalidate: {
      chain: [
        ...poolTags(args.poolId, args.account),
        { type: 'Allowance', id: lower(args.stakingToken) },
      ],
    },
  });
}

export function claimFromPool(args: PoolTxArgs): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    info: { type: 'claimRewards', poolId: args.poolId, symbol: args.symbol },
    send: (wallet) => wallet.contracts.stakingPool(args.poolAddress).claim(),
    messages: { success: STAKING_TX_TEXTS.claim, failure: STAKING_TX_TEXTS.claimFailed, sendFailure: STAKING_TX_TEXTS.claimFailed },
    invalidate: { chain: poolTags(args.poolId, args.account) },
  });
}

export function unstakeFromPool(args: PoolTxArgs & { requestId?: string }): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    requestId: args.requestId,
    info: { type: 'unstake', poolId: args.poolId, symbol: args.symbol },
    send: (wallet) => wallet.contracts.stakingPool(args.poolAddress).unstake(),
    messages: {
      success: STAKING_TX_TEXTS.unstake,
      failure: STAKING_TX_TEXTS.unstakeFailed,
      sendFailure: STAKING_TX_TEXTS.unstakeFailed,
    },
    invalidate: { chain: poolTags(args.poolId, args.account) },
  });
}

export function fundPoolRewards(args: PoolTxArgs & { amount: bigint; decimals: number }): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    info: { type: 'fundPool', poolId: args.poolId, symbol: args.symbol, amount: { raw: args.amount.toString(), decimals: args.decimals } },
    send: (wallet) => wallet.contracts.stakingPool(args.poolAddress).fundRewards(args.amount),
    messages: { success: STAKING_TX_TEXTS.funded, failure: STAKING_TX_TEXTS.fundFailed, sendFailure: STAKING_TX_TEXTS.fundFailed },
    invalidate: {
      chain: [
        ...poolTags(args.poolId, args.account),
        { type: 'PoolOwner', id: lower(args.account) },
        { type: 'Allowance', id: lower(args.stakingToken) },
      ],
    },
  });
}

export function setPoolApr(args: PoolTxArgs & { aprBps: bigint }): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    info: { type: 'setPoolApr', poolId: args.poolId, symbol: args.symbol, aprBps: args.aprBps.toString() },
    send: (wallet) => wallet.contracts.stakingPool(args.poolAddress).setAPR(args.aprBps),
    messages: { success: STAKING_TX_TEXTS.aprSet, failure: STAKING_TX_TEXTS.aprFailed, sendFailure: STAKING_TX_TEXTS.aprFailed },
    invalidate: { chain: [...poolTags(args.poolId, args.account), { type: 'PoolOwner', id: lower(args.account) }] },
  });
}

export function setPoolActive(args: PoolTxArgs & { active: boolean }): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    info: { type: 'setPoolActive', poolId: args.poolId, symbol: args.symbol, active: args.active },
    send: (wallet) => wallet.contracts.stakingPool(args.poolAddress).setActive(args.active),
    messages: {
      success: args.active ? STAKING_TX_TEXTS.activated : STAKING_TX_TEXTS.deactivated,
      failure: STAKING_TX_TEXTS.activeFailed,
      sendFailure: STAKING_TX_TEXTS.activeFailed,
    },
    invalidate: { chain: [...poolTags(args.poolId, args.account), { type: 'PoolOwner', id: lower(args.account) }] },
  });
}
