/**
 * JSON schemas of the index routes: their query strings (validated, never coerced) and their
 * answers (which also serialise them: a field missing here is dropped from the answer).
 */
import { addressSchema, decimalStringSchema as decimal, errorResponses, idParamSchema } from '../lib/schemas';
import { CURSOR_PATTERN } from './pageCursor';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_SEARCH_LENGTH = 64;

export const limitSchema = {
  type: 'string',
  pattern: '^(100|[1-9][0-9]?)$',
  description: `page size, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})`,
} as const;

export const cursorSchema = {
  type: 'string',
  pattern: CURSOR_PATTERN,
  description: "the previous page's nextCursor, passed back unchanged",
} as const;

export const searchSchema = {
  type: 'string',
  minLength: 1,
  maxLength: MAX_SEARCH_LENGTH,
  description: "a token's name or symbol (or part of it), or an address: the token's or the listing's",
} as const;

const nullableString = { type: 'string', nullable: true } as const;
const nullableInteger = { type: 'integer', nullable: true } as const;

const envelopeProperties = {
  indexedBlock: {
    type: 'object',
    properties: { number: { type: 'integer' }, hash: { type: 'string' }, timestamp: { type: 'integer' } },
    required: ['number', 'hash', 'timestamp'],
    description: 'the block this answer is indexed to; live and ended are judged at its time',
  },
  head: {
    type: 'object',
    nullable: true,
    properties: { number: { type: 'integer' } },
    required: ['number'],
    description: "the chain's latest block as last read (null when the node did not answer)",
  },
  lag: { ...nullableInteger, description: 'blocks the index is behind the head' },
} as const;

/** A list's answer: its page, the envelope, and `extra` properties beside them (`required` among those). */
export const pagedResponse = (items: object, extra: { properties?: Record<string, object>; required?: readonly string[] } = {}) => ({
  200: {
    type: 'object',
    properties: {
      items: { type: 'array', items },
      nextCursor: { ...nullableString, description: 'cursor of the next page; null on the last page' },
      ...extra.properties,
      ...envelopeProperties,
    },
    required: ['items', 'nextCursor', ...(extra.required ?? []), 'indexedBlock', 'head', 'lag'],
  },
  ...errorResponses,
});

const count = { type: 'integer', minimum: 0 } as const;

export const ownerTotalsSchema = {
  type: 'object',
  properties: {
    listings: { ...count, description: "all the owner's listings of this kind, whatever the status, q and cursor" },
    live: { ...count, description: 'of those, not ended at the indexed block' },
    participants: { ...count, description: "the sum of the sales' buyers, or of the pools' current stakers" },
  },
  required: ['listings', 'live', 'participants'],
  description: 'only with owner: totals over every listing of the owner (a dashboard\'s stats)',
} as const;

export const stakeTotalsSchema = {
  type: 'object',
  properties: {
    positions: { ...count, description: 'pools where the wallet has stake now' },
    live: { ...count, description: 'of those, pools not ended at the indexed block' },
  },
  required: ['positions', 'live'],
  description: "totals over all the wallet's stakes, whatever the status and cursor",
} as const;

export const bondTotalsSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      token: { type: 'string', description: 'the payout token' },
      symbol: nullableString,
      decimals: nullableInteger,
      bonds: count,
      bought: decimal,
      claimed: decimal,
      vested: { ...decimal, description: "vested at the indexed block's time, each sale's purchases by its own vesting schedule as the sale computes it" },
    },
    required: ['token', 'symbol', 'decimals', 'bonds', 'bought', 'claimed', 'vested'],
  },
  description: "totals over all the wallet's bonds per payout token (raw amounts), ordered by token address",
} as const;

const logoUrlSchema = { ...nullableString, description: "the listing's logo URL (null: no logo), for display only" } as const;

export const saleItemSchema = {
  type: 'object',
  properties: {
    saleId: decimal,
    saleAddress: { type: 'string' },
    projectOwner: { type: 'string' },
    token: { type: 'string' },
    tokenName: nullableString,
    tokenSymbol: nullableString,
    tokenDecimals: nullableInteger,
    currency: { type: 'integer', description: '0 BNB, 1 USDT, 2 USD1' },
    hardCap: decimal,
    soldTokens: decimal,
    totalProceeds: decimal,
    totalClaimed: decimal,
    discount: { ...decimal, description: 'basis points' },
    progressBps: { type: 'integer' },
    startTime: { type: 'integer' },
    endTime: { type: 'integer' },
    endsAt: { type: 'integer', description: 'the earlier of endTime and the time it was ended early or sold out' },
    vestingDuration: { type: 'integer' },
    buyersCount: { type: 'integer' },
    endedEarly: { type: 'boolean' },
    hasEnded: { type: 'boolean' },
    status: { type: 'string', enum: ['live', 'ended', 'endedEarly', 'soldOut'] },
    minPricePerToken: decimal,
    maxPerBuyer: decimal,
    maxPerQuote: decimal,
    hourlyBudget: decimal,
    proceedsWithdrawn: { type: 'boolean' },
    unsoldWithdrawn: { type: 'boolean' },
    createdAt: { type: 'integer' },
    createdBlock: { type: 'integer' },
    createdTx: { type: 'string' },
    logoUrl: { ...logoUrlSchema, description: 'the URL GET /sales/summaries gives for its logo (null: no logo)' },
  },
  required: ['saleId', 'saleAddress', 'projectOwner', 'token', 'currency', 'hardCap', 'soldTokens', 'discount', 'endTime', 'status', 'logoUrl'],
} as const;

export const poolItemSchema = {
  type: 'object',
  properties: {
    poolId: decimal,
    poolAddress: { type: 'string' },
    owner: { type: 'string' },
    stakingToken: { type: 'string' },
    rewardToken: { type: 'string' },
    token: {
      type: 'object',
      properties: { address: { type: 'string' }, name: nullableString, symbol: nullableString, decimals: nullableInteger },
      required: ['address', 'name', 'symbol', 'decimals'],
    },
    aprBps: { ...decimal, description: 'the APR in force at the indexed block' },
    pendingApr: {
      type: 'object',
      nullable: true,
      properties: { aprBps: decimal, effectiveAt: { type: 'integer' } },
      required: ['aprBps', 'effectiveAt'],
      description: 'an announced APR change not yet in force',
    },
    createdAt: { type: 'integer' },
    duration: { type: 'integer' },
    endTime: { type: 'integer' },
    active: { type: 'boolean' },
    status: { type: 'string', enum: ['active', 'inactive', 'ended'] },
    totalStaked: decimal,
    totalClaimed: decimal,
    totalFunded: decimal,
    stakersCount: { type: 'integer' },
    emergencyRequest: {
      type: 'object',
      nullable: true,
      properties: { recipient: { type: 'string' }, executeAfter: { type: 'integer' }, expiresAt: { type: 'integer' } },
      required: ['recipient', 'executeAfter', 'expiresAt'],
    },
    createdBlock: { type: 'integer' },
    createdTx: { type: 'string' },
    logoUrl: { ...logoUrlSchema, description: 'the uploaded logo as GET /stake-pools/{index}/logo serves it (null: no logo)' },
    hasMetadata: { type: 'boolean', description: 'whether signed metadata is stored for the pool' },
  },
  required: ['poolId', 'poolAddress', 'owner', 'stakingToken', 'token', 'aprBps', 'endTime', 'active', 'status', 'totalStaked', 'logoUrl', 'hasMetadata'],
} as const;

export const bondItemSchema = {
  type: 'object',
  properties: {
    sale: saleItemSchema,
    position: {
      type: 'object',
      properties: {
        bought: decimal,
        claimed: decimal,
        paid: { ...decimal, description: 'in the sale currency' },
        purchases: { type: 'integer' },
        firstPurchaseAt: { type: 'integer' },
        lastActivityAt: { type: 'integer' },
      },
      required: ['bought', 'claimed', 'paid', 'purchases', 'firstPurchaseAt', 'lastActivityAt'],
    },
  },
  required: ['sale', 'position'],
} as const;

export const stakeItemSchema = {
  type: 'object',
  properties: {
    pool: poolItemSchema,
    position: {
      type: 'object',
      properties: {
        staked: decimal,
        rewardsClaimed: decimal,
        stakes: { type: 'integer' },
        firstStakeAt: { type: 'integer' },
        lastActivityAt: { type: 'integer' },
      },
      required: ['staked', 'rewardsClaimed', 'stakes', 'firstStakeAt', 'lastActivityAt'],
    },
  },
  required: ['pool', 'position'],
} as const;

export const activityItemSchema = {
  type: 'object',
  properties: {
    kind: {
      type: 'string',
      description:
        'sales: saleCreated, purchase, claim, proceedsWithdrawn, platformFeeWithdrawn, unsoldWithdrawn, endedEarly, emergencyWithdrawn, minPriceRaised, excessSwept; ' +
        'pools: poolCreated, stake, unstake, rewardsClaimed, rewardsFunded, activeSet, aprScheduled, excessSwept, emergencyRequested, emergencyCancelled, emergencyExecuted',
    },
    listing: {
      type: 'object',
      nullable: true,
      properties: {
        kind: { type: 'string', enum: ['sale', 'pool'] },
        id: decimal,
        address: { type: 'string' },
        token: {
          type: 'object',
          properties: { address: { type: 'string' }, symbol: nullableString, decimals: nullableInteger },
          required: ['address', 'symbol', 'decimals'],
        },
        currency: nullableInteger,
      },
      required: ['kind', 'id', 'address', 'token', 'currency'],
    },
    account: { ...nullableString, description: 'who acted: buyer, staker, owner or recipient' },
    amount: { ...decimal, nullable: true, description: "raw amount of the listing's token (a purchase: tokens bought; its payment is details.paymentAmount)" },
    details: { type: 'object', additionalProperties: true, description: "the event's other fields, every uint256 a decimal string" },
    timestamp: { type: 'integer' },
    blockNumber: { type: 'integer' },
    logIndex: { type: 'integer' },
    txHash: { type: 'string' },
  },
  required: ['kind', 'listing', 'account', 'amount', 'details', 'timestamp', 'blockNumber', 'logIndex', 'txHash'],
} as const;

export const statusResponse = {
  200: {
    type: 'object',
    properties: {
      ...envelopeProperties,
      deploymentBlock: { type: 'integer' },
      writer: { type: 'boolean', description: 'whether this instance is the one writing the index' },
    },
    required: ['indexedBlock', 'head', 'lag', 'deploymentBlock', 'writer'],
  },
  ...errorResponses,
} as const;

export const idParams = { type: 'object', properties: { id: idParamSchema }, required: ['id'] } as const;
export const addressParams = { type: 'object', properties: { address: addressSchema }, required: ['address'] } as const;
