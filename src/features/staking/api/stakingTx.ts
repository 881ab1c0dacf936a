import type { AppThunk } from '../../../app/store';
import { config } from '../../../config';
import { createListing } from '../../../shared/listing/createListing';
import { findEmittedEvent, type ReceiptLog } from '../../../shared/listing/createdEvent';
import { runTransaction, type TransactionOutcome } from '../../../shared/tx';
import type { Interface } from 'ethers';
import { loadChainClient } from '../../../shared/chain/loadChainClient';

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

export function approveToken({ token, spender, amount, symbol, purpose, owner }: ApproveArgs): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    info: { type: 'approve', token, spender, symbol },
    send: async (signer) => (await loadChainClient()).connect.erc20(token, signer).approve(spender, amount),
    messages: {
      success:
        purpose === 'stake'
          ? STAKING_TX_TEXTS.approveForStake
          : purpose === 'create'
            ? STAKING_TX_TEXTS.approveForCreate
            : STAKING_TX_TEXTS.approveForFund,
      failure: STAKING_TX_TEXTS.approveFailed,
      sendFailure: STAKING_TX_TEXTS.approveFailed,
    },
    invalidate: {
      chain: [
        { type: 'Allowance', id: `${lower(token)}:${lower(owner)}:${lower(spender)}` },
        { type: 'Allowance', id: lower(token) },
      ],
    },
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
    send: async (signer) => (await loadChainClient()).connect.stakingPool(args.poolAddress, signer).stake(args.amount),
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
    send: async (signer) => (await loadChainClient()).connect.stakingPool(args.poolAddress, signer).claim(),
    messages: { success: STAKING_TX_TEXTS.claim, failure: STAKING_TX_TEXTS.claimFailed, sendFailure: STAKING_TX_TEXTS.claimFailed },
    invalidate: { chain: poolTags(args.poolId, args.account) },
  });
}

export function unstakeFromPool(args: PoolTxArgs & { requestId?: string }): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    requestId: args.requestId,
    info: { type: 'unstake', poolId: args.poolId, symbol: args.symbol },
    send: async (signer) => (await loadChainClient()).connect.stakingPool(args.poolAddress, signer).unstake(),
    messages: {
      success: STAKING_TX_TEXTS.unstake,
      failure: STAKING_TX_TEXTS.unstakeFailed,
      sendFailure: STAKING_TX_TEXTS.unstakeFailed,
    },
    invalidate: { chain: poolTags(args.poolId, args.account) },
  });
}

export interface CreatePoolArgs {
  /** the review modal's id for the send, which it follows */
  requestId?: string;
  stakingToken: string;
  symbol: string;
  aprBps: bigint;
  durationSeconds: bigint;
  initialReward: bigint;
  feeWei: bigint;
  account: string;
}

export interface CreatedPool {
  poolId: string;
  poolAddress: string;
  owner: string;
}

export type CreatePoolOutcome =
  | { status: 'created'; pool: CreatedPool; transaction: TransactionOutcome }
  | { status: 'not-created'; transaction: TransactionOutcome };

/** `createPool` with the fee as value; the new id and address come from the receipt's PoolCreated. */
export function createStakingPool(args: CreatePoolArgs): AppThunk<Promise<CreatePoolOutcome>> {
  return async (dispatch) => {
    const factoryAddress = config.contracts.stakingFactory;
    const outcome = await dispatch(
      createListing({
        eventName: 'PoolCreated',
        texts: { created: STAKING_TX_TEXTS.created, failed: STAKING_TX_TEXTS.createFailed },
        tags: { list: 'Pool', owner: 'PoolOwner' },
        findCreated: (logs, client) => findPoolCreated(logs, factoryAddress, client.interfaces.stakingFactory()),
        requestId: args.requestId,
        info: { type: 'createPool', stakingToken: args.stakingToken, symbol: args.symbol },
        send: async (signer) =>
          (await loadChainClient()).connect
            .stakingFactory(factoryAddress, signer)
            .createPool(args.stakingToken, args.aprBps, args.durationSeconds, args.initialReward, { value: args.feeWei }),
        account: args.account,
        token: args.stakingToken,
      }),
    );
    return outcome.status === 'created' ? { status: 'created', pool: outcome.created, transaction: outcome.transaction } : outcome;
  };
}

/** The PoolCreated event of a createPool receipt (only logs emitted by the factory itself). */
export function findPoolCreated(
  logs: ReadonlyArray<ReceiptLog>,
  factoryAddress: string,
  factoryInterface: Interface,
): CreatedPool | null {
  const args = findEmittedEvent(logs, factoryAddress, factoryInterface, 'PoolCreated');
  if (!args) return null;
  return { poolId: (args.poolId as bigint).toString(), poolAddress: args.pool as string, owner: args.owner as string };
}

export function fundPoolRewards(args: PoolTxArgs & { amount: bigint; decimals: number }): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    info: { type: 'fundPool', poolId: args.poolId, symbol: args.symbol, amount: { raw: args.amount.toString(), decimals: args.decimals } },
    send: async (signer) => (await loadChainClient()).connect.stakingPool(args.poolAddress, signer).fundRewards(args.amount),
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
    send: async (signer) => (await loadChainClient()).connect.stakingPool(args.poolAddress, signer).setAPR(args.aprBps),
    messages: { success: STAKING_TX_TEXTS.aprSet, failure: STAKING_TX_TEXTS.aprFailed, sendFailure: STAKING_TX_TEXTS.aprFailed },
    invalidate: { chain: [...poolTags(args.poolId, args.account), { type: 'PoolOwner', id: lower(args.account) }] },
  });
}

export function setPoolActive(args: PoolTxArgs & { active: boolean }): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    info: { type: 'setPoolActive', poolId: args.poolId, symbol: args.symbol, active: args.active },
    send: async (signer) => (await loadChainClient()).connect.stakingPool(args.poolAddress, signer).setActive(args.active),
    messages: {
      success: args.active ? STAKING_TX_TEXTS.activated : STAKING_TX_TEXTS.deactivated,
      failure: STAKING_TX_TEXTS.activeFailed,
      sendFailure: STAKING_TX_TEXTS.activeFailed,
    },
    invalidate: { chain: [...poolTags(args.poolId, args.account), { type: 'PoolOwner', id: lower(args.account) }] },
  });
}
