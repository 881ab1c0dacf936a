import { scanOf } from '../../../shared/listing/pagedIds';

/**
 * Gas the factory's paged pool views spend per pool they scan, at most (a wallet staked in every pool;
 * measured 17.7k and 6.6k, tests/contracts/pagedViews.test.ts checks them on chain): the pages the app reads a
 * wallet's or an owner's pools in are sized from them.
 */
export const POOL_SCAN_GAS = { userActivePools: 19_500, ownerPoolIds: 7_500 };

export const USER_POOLS_SCAN = scanOf(POOL_SCAN_GAS.userActivePools);
export const OWNER_POOLS_SCAN = scanOf(POOL_SCAN_GAS.ownerPoolIds);
