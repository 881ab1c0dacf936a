import { demoListings } from '../../../shared/demo/demoTokens';
import type { PoolMetadata, PoolView } from '../api/types';

/**
 * The two built-in demo pools of SPEC section 3 (ids 998 Sally and 999 Schmeckle), shown
 * first in the pool list with an 'Example' badge while `config.demoEntries` is on, read-only
 * on their detail page (DESIGN.md section 5). Their tokens are the shared demo tokens
 * (`shared/demo`), the same the bond demo shows.
 */
export const DEMO_POOL_IDS = [998, 999] as const;

const DAY = 86_400;
const TOKEN = 10n ** 18n;

export interface DemoPool {
  pool: PoolView;
  logoPath: string;
  metadata: Pick<PoolMetadata, 'description' | 'socials'>;
}

interface DemoPoolSeed {
  id: 998 | 999;
  aprBps: number;
  totalStaked: bigint;
  totalClaimed: bigint;
  rewardReserve: bigint;
  daysLeft: number;
  description: string;
}

const SEEDS: DemoPoolSeed[] = [
  {
    id: 998,
    aprBps: 1850,
    totalStaked: 2_450_000n * TOKEN,
    totalClaimed: 38_200n * TOKEN,
    rewardReserve: 310_000n * TOKEN,
    daysLeft: 45,
    description: 'Sally is a demo pool: it shows how staking looks before real pools go live. Staking is disabled.',
  },
  {
    id: 999,
    aprBps: 1200,
    totalStaked: 820_000n * TOKEN,
    totalClaimed: 9_750n * TOKEN,
    rewardReserve: 95_000n * TOKEN,
    daysLeft: 60,
    description: 'Schmeckle is a demo pool: browse it to see APR, reserve and rewards; staking is disabled.',
  },
];

/** The demo pools as of `nowSeconds`; their end stays a fixed number of days ahead so they always read as active. */
export function demoPools(nowSeconds: number): DemoPool[] {
  return demoListings(SEEDS, nowSeconds, (seed, token, dayStart) => {
    const tokenAddress = token.address;
    const duration = (seed.daysLeft + 30) * DAY;
    const endTime = dayStart + seed.daysLeft * DAY;
    return {
      pool: {
        poolId: String(seed.id),
        poolAddress: `0x${'0'.repeat(36)}${seed.id}0`,
        owner: '0x0000000000000000000000000000000000000000',
        stakingToken: tokenAddress,
        rewardToken: tokenAddress,
        aprBps: String(seed.aprBps),
        createdAt: endTime - duration,
        duration,
        endTime,
        active: true,
        totalStaked: seed.totalStaked.toString(),
        totalClaimed: seed.totalClaimed.toString(),
        rewardReserve: seed.rewardReserve.toString(),
        unallocatedReserve: seed.rewardReserve.toString(),
        pendingApr: null,
        token: {
          address: tokenAddress,
          name: token.name,
          symbol: token.symbol,
          decimals: 18,
        },
      },
      logoPath: token.logoPath,
      metadata: { description: seed.description, socials: {} },
    };
  });
}

export function isDemoPoolId(id: number | string): boolean {
  return (DEMO_POOL_IDS as readonly number[]).includes(Number(id));
}

export function demoPool(id: number | string, nowSeconds: number): DemoPool | null {
  return demoPools(nowSeconds).find((d) => d.pool.poolId === String(id)) ?? null;
}
