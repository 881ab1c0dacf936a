/** Indexed events for the index's unit tests: each builder takes the block and log index it happened at. */
import type { StoredEvent } from '../records';

export const OWNER = '0x00000000000000000000000000000000000000a1';
export const BUYER = '0x00000000000000000000000000000000000000b1';
export const BUYER_2 = '0x00000000000000000000000000000000000000b2';
export const TOKEN = '0x00000000000000000000000000000000000000c1';
export const E18 = 10n ** 18n;

const saleAddress = (id: number) => `0x${'5'.repeat(38)}${id.toString(16).padStart(2, '0')}`;
const poolAddress = (id: number) => `0x${'9'.repeat(38)}${id.toString(16).padStart(2, '0')}`;

type At = { block: number; log?: number; time?: number };

function base(at: At, listingKind: 'sale' | 'pool', listingId: number) {
  return {
    blockNumber: at.block,
    logIndex: at.log ?? 0,
    txHash: `0x${at.block.toString(16).padStart(4, '0')}${(at.log ?? 0).toString(16).padStart(60, '0')}`,
    timestamp: at.time ?? 1_000 + at.block,
    listingKind,
    listingId,
  };
}

export function saleCreated(id: number, at: At, terms: { hardCap?: bigint; discountBps?: number; endTime?: number; token?: string; owner?: string } = {}): StoredEvent {
  const hardCap = terms.hardCap ?? 1_000n * E18;
  return {
    ...base(at, 'sale', id),
    kind: 'saleCreated',
    account: terms.owner ?? OWNER,
    amount: null,
    data: {
      sale: saleAddress(id),
      owner: terms.owner ?? OWNER,
      token: terms.token ?? TOKEN,
      currency: 0,
      hardCap: hardCap.toString(),
      discountBps: terms.discountBps ?? 500,
      startTime: at.time ?? 1_000 + at.block,
      endTime: terms.endTime ?? 100_000,
      vestingDuration: 86_400,
      minPricePerToken: '1',
      maxPerBuyer: '0',
      maxPerQuote: ((hardCap + 9n) / 10n).toString(),
      hourlyBudget: ((hardCap + 9n) / 10n).toString(),
    },
  };
}

export function purchase(saleId: number, buyer: string, tokens: bigint, at: At, payment = tokens / 1000n): StoredEvent {
  return { ...base(at, 'sale', saleId), kind: 'purchase', account: buyer, amount: tokens, data: { paymentAmount: payment.toString(), pricePerToken: '1', nonce: String(at.block) } };
}

export function bondClaim(saleId: number, buyer: string, tokens: bigint, at: At): StoredEvent {
  return { ...base(at, 'sale', saleId), kind: 'claim', account: buyer, amount: tokens, data: {} };
}

export function endedEarly(saleId: number, at: At): StoredEvent {
  return { ...base(at, 'sale', saleId), kind: 'endedEarly', account: OWNER, amount: null, data: {} };
}

export function minPriceRaised(saleId: number, previous: bigint, next: bigint, at: At): StoredEvent {
  return { ...base(at, 'sale', saleId), kind: 'minPriceRaised', account: OWNER, amount: null, data: { previousMinPrice: previous.toString(), newMinPrice: next.toString() } };
}

export function poolCreated(id: number, at: At, terms: { aprBps?: number; endTime?: number; token?: string } = {}): StoredEvent {
  return {
    ...base(at, 'pool', id),
    kind: 'poolCreated',
    account: OWNER,
    amount: null,
    data: { pool: poolAddress(id), owner: OWNER, stakingToken: terms.token ?? TOKEN, aprBps: terms.aprBps ?? 1_000, createdAt: at.time ?? 1_000 + at.block, endTime: terms.endTime ?? 100_000, initialReward: '0' },
  };
}

export function stake(poolId: number, staker: string, amount: bigint, at: At): StoredEvent {
  return { ...base(at, 'pool', poolId), kind: 'stake', account: staker, amount, data: {} };
}

export function unstake(poolId: number, staker: string, amount: bigint, rewards: bigint, at: At): StoredEvent {
  return { ...base(at, 'pool', poolId), kind: 'unstake', account: staker, amount, data: { rewards: rewards.toString(), paid: (amount + rewards).toString() } };
}

export function funded(poolId: number, amount: bigint, at: At): StoredEvent {
  return { ...base(at, 'pool', poolId), kind: 'rewardsFunded', account: OWNER, amount, data: {} };
}

export function aprScheduled(poolId: number, current: number, next: number, effectiveAt: number, at: At): StoredEvent {
  return { ...base(at, 'pool', poolId), kind: 'aprScheduled', account: OWNER, amount: null, data: { currentAprBps: current, newAprBps: next, effectiveAt } };
}

export function emergencyExecuted(poolId: number, amount: bigint, at: At): StoredEvent {
  return { ...base(at, 'pool', poolId), kind: 'emergencyExecuted', account: OWNER, amount, data: { recipient: OWNER } };
}

export { saleAddress, poolAddress };
