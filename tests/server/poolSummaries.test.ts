/**
 * GET /stake-pools/summaries, a page of pool cards' logos and metadata flags in one request while
 * the event index is down: ids parsed and limited as /sales/summaries parses them; a pool that
 * does not exist answers as one without metadata; made-up ids cost one node read in all; the
 * route has the summaries' per-client limit; a broken metadata store answers no logos instead of
 * failing. The stack's API process answers the plain cases, servers built here the others.
 */
import { MAX_LISTING_IDS } from '../../server/listings/listingIds';
import { StakingFactory__factory } from '../../typechain-types';
import { stackEnv } from '../stack/env';
import { api, deployment, expectApiError, malformedIds, POOL_OWNER, provider, revert, rpc, snapshot } from './helpers';
import { postMetadataAs } from './indexHelpers';
import { closeOwnServers, countByMethod, countingStackRpc, getJson, metadataDownStorage, startOwnServer } from './ownServer';

interface PoolSummary {
  poolId: string;
  logoUrl: string | null;
  hasMetadata: boolean;
}

const MISSING = 9999;
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
let snap: string;
let seededPools: number;
const stackApi = () => stackEnv().apiUrl;

beforeAll(async () => {
  snap = await snapshot();
  seededPools = Number(await StakingFactory__factory.connect(deployment().contracts.stakingFactory, provider()).totalPoolsCount());
  // pool 1 with a logo, pool 2 with metadata but no logo, pool 3 with none
  await postMetadataAs(stackApi(), POOL_OWNER, 'stake-pool', 1);
  await postMetadataAs(stackApi(), POOL_OWNER, 'stake-pool', 2, { logo: false });
});
afterAll(async () => {
  await closeOwnServers();
  await revert(snap);
});

describe('the stack’s API', () => {
  it('answers each pool in the order asked: its logo as /stake-pools/{index}/metadata names it, whether metadata is stored; a missing pool has neither', async () => {
    expect(seededPools).toBe(3);
    const res = await api<PoolSummary[]>(`/stake-pools/summaries?ids=3,1,${MISSING},2`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { poolId: '3', logoUrl: null, hasMetadata: false },
      { poolId: '1', logoUrl: '/stake-pools/0/logo', hasMetadata: true },
      { poolId: String(MISSING), logoUrl: null, hasMetadata: false },
      { poolId: '2', logoUrl: null, hasMetadata: true },
    ]);
    expect((await api('/stake-pools/0/metadata')).body.logoUrl).toBe('/stake-pools/0/logo');
    expect((await api('/stake-pools/1/metadata')).body.logoUrl).toBeNull();
    expect((await fetch(`${stackApi()}/stake-pools/0/logo`)).status).toBe(200);
  });

  it('answers a repeated id once, where it first appears', async () => {
    expect((await api<PoolSummary[]>('/stake-pools/summaries?ids=2,1,2,01')).body.map((s) => s.poolId)).toEqual(['2', '1']);
  });

  it.each(malformedIds('/stake-pools/summaries'))('refuses %s with a 400 saying what is wrong, as /sales/summaries does', async (_label, path, message) => {
    expect(expectApiError(await api(path), 400)).toBe(message);
  });
});

describe('node reads', () => {
  it(`answers ${MAX_LISTING_IDS} ids with the latest block, one read of the number of pools and one batch of their addresses`, async () => {
    const rpcProxy = await countingStackRpc();
    try {
      const base = await startOwnServer({ rpcUrl: rpcProxy.url, pruneIntervalMs: 0 });
      await rpc('evm_mine');
      rpcProxy.calls.length = 0;
      const res = await getJson<PoolSummary[]>(`${base}/stake-pools/summaries?ids=${ids(1, MAX_LISTING_IDS).join(',')}`);
      expect(res.status).toBe(200);
      expect(countByMethod(rpcProxy.calls)).toEqual({ eth_getBlockByNumber: 1, eth_call: 2 });
      expect(res.body.slice(0, 3).map((s) => s.hasMetadata)).toEqual([true, true, false]);
      expect(res.body.slice(3).every((s) => s.logoUrl === null && !s.hasMetadata)).toBe(true);
      // made-up ids alone: the count only
      await rpc('evm_mine');
      rpcProxy.calls.length = 0;
      expect((await getJson(`${base}/stake-pools/summaries?ids=${ids(100_000, MAX_LISTING_IDS).join(',')}`)).status).toBe(200);
      expect(countByMethod(rpcProxy.calls)).toEqual({ eth_getBlockByNumber: 1, eth_call: 1 });
    } finally {
      await rpcProxy.close();
    }
  });
});

describe('a broken metadata store', () => {
  it('answers every pool without a logo or metadata, never an error', async () => {
    const base = await startOwnServer({ storage: metadataDownStorage('getMetadataMany') });
    const res = await getJson<PoolSummary[]>(`${base}/stake-pools/summaries?ids=1,2,3`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(['1', '2', '3'].map((poolId) => ({ poolId, logoUrl: null, hasMetadata: false })));
  });
});

describe('its per-client rate limit', () => {
  it('is the summaries limit (RATE_LIMIT_SALE_SUMMARIES), counted apart from /sales/summaries', async () => {
    const base = await startOwnServer({ trustProxy: 1, limits: { saleSummariesPerMinute: 3 } });
    const ask = (path: string, client: string) => getJson(`${base}${path}?ids=1,2`, { 'x-forwarded-for': client });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await ask('/stake-pools/summaries', '203.0.113.9')).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await ask('/stake-pools/summaries', '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Too many requests; please try again in \d+ s\.$/) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask('/stake-pools/summaries', '203.0.113.10')).status).toBe(200);
    expect((await ask('/sales/summaries', '203.0.113.9')).status).toBe(200);
  });
});
