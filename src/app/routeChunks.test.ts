import { prefetchRouteData, routeChunkFor, routeChunkNames, sectionPageFor } from './routeChunks';
import { chainApi } from '../shared/chain/chainApi';
import { productApi } from '../shared/api/productApi';
import { makeStore } from '../shared/store/store';

jest.mock('../shared/chain/loadChainClient', () => ({ loadChainReader: jest.fn(() => Promise.resolve({})) }));

describe('the code a path needs before its first render', () => {
  it('names the section chunk of each top-level route', () => {
    expect(routeChunkFor('/')).toBe('landing');
    expect(routeChunkFor('/bond/sales/7')).toBe('bond');
    expect(routeChunkFor('/launchpad')).toBe('bond');
    expect(routeChunkFor('/staking/pools')).toBe('staking');
    expect(routeChunkFor('/privacy')).toBe('privacy');
    expect(routeChunkFor('/bonded')).toBeUndefined();
    expect(routeChunkFor('/nowhere')).toBeUndefined();
  });

  it('lists the chunks a prerendered page loads beside the entry: section, page, chain reader', () => {
    expect(routeChunkNames('/')).toEqual(['landing']);
    expect(routeChunkNames('/bond/sales')).toEqual(['bond', 'bond-market', 'chain-reader']);
    expect(routeChunkNames('/staking/pools/4')).toEqual(['staking', 'staking-pool', 'chain-reader']);
  });

  it('finds the page of a section path, ids included, so its chunk starts with the section', () => {
    expect(sectionPageFor('/bond/sales')?.path).toBe('sales');
    expect(sectionPageFor('/bond/sales/12')?.path).toBe('sales/:id');
    expect(sectionPageFor('/staking/pools/3')?.path).toBe('pools/:id');
    expect(sectionPageFor('/staking/your-stakes')?.path).toBe('your-stakes');
    expect(sectionPageFor('/bond/nowhere')).toBeUndefined();
    expect(sectionPageFor('/')).toBeUndefined();
  });
});

describe('the first reads of a page, before it renders', () => {
  jest.setTimeout(30_000); // the first import of a page transpiles its chunk under jest
  // no API or node here: the reads fail, and say so on the console; what matters is that they started
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());
  /** Lets the started reads end (they fail: no API or node here) before the console is restored. */
  const settle = (store: ReturnType<typeof makeStore>) =>
    Promise.all([...store.dispatch(chainApi.util.getRunningQueriesThunk()), ...store.dispatch(productApi.util.getRunningQueriesThunk())]);
  const queryKeys = (store: ReturnType<typeof makeStore>) =>
    [...Object.keys(store.getState().chainApi.queries), ...Object.keys(store.getState().productApi.queries)].sort();

  it("start a sale page's own queries (same keys as its hooks) for the id in the path", async () => {
    const store = makeStore({ persistTransactions: false });
    await prefetchRouteData('/bond/sales/7', store.dispatch);
    expect(queryKeys(store)).toEqual(['bondPrice("7")', 'bondSale("7")', 'getPrices(undefined)', 'saleMetadata("7")']);
    await settle(store);
  });

  it("start a pool page's, and nothing for a page without first reads or a path that is no listing", async () => {
    const store = makeStore({ persistTransactions: false });
    await prefetchRouteData('/staking/pools/3', store.dispatch);
    expect(queryKeys(store)).toEqual(['getPrices(undefined)', 'poolMetadata(2)', 'stakingPool("3")']);
    await settle(store);

    const other = makeStore({ persistTransactions: false });
    await prefetchRouteData('/bond/sales/abc', other.dispatch);
    await prefetchRouteData('/staking/create', other.dispatch);
    await prefetchRouteData('/', other.dispatch);
    expect(queryKeys(other)).toEqual([]);
  });
});
