import { scanOf } from '../../../shared/listing/pagedIds';

/**
 * Gas the factory's paged sale views spend per sale they scan, at most (a wallet that bought in every sale;
 * measured 8.5k and 6.4k, tests/contracts/pagedViews.test.ts checks them on chain): the pages the app reads a
 * wallet's or an owner's sales in are sized from them.
 */
export const SALE_SCAN_GAS = { userSaleIds: 9_500, ownerSaleIds: 7_500 };

export const USER_SALES_SCAN = scanOf(SALE_SCAN_GAS.userSaleIds);
export const OWNER_SALES_SCAN = scanOf(SALE_SCAN_GAS.ownerSaleIds);
