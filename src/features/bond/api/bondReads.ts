import type { ChainReader } from '../../../shared/chain/loadChainClient';
import { readIdsInPages } from '../../../shared/listing/pagedIds';
import { isListingId } from '../../../shared/listing/routeId';
import { orNull, readTokenFacts } from '../../../shared/listing/tokenReads';
import { OWNER_SALES_SCAN, USER_SALES_SCAN } from './saleScan';
import { readChainTime } from '../../../shared/chain/clock/readChainTime';
import type { BondSale, BuyerInfo, SalesPage, SalesRead, UserBond, UserBondsRead } from './types';

/**
 * The bond section's chain reads, as plain functions of the chain client so each endpoint stays a
 * one-liner and tests can hand in a fake client. Every function issues its calls in at most two
 * rounds: a first round (the factory) and one round for all rows; the client's runner turns each
 * round into a single Multicall3 `aggregate3` eth_call.
 */

type SaleRecord = {
  saleId: bigint;
  saleAddress: string;
  token: string;
  currency: bigint;
  hardCap: bigint;
  soldTokens: bigint;
  discount: bigint;
  startTime: bigint;
  endTime: bigint;
  vestingDuration: bigint;
  buyersCount: bigint;
  endedEarly: boolean;
  projectOwner: string;
  minPricePerToken: bigint;
  maxPerBuyer: bigint;
  maxPerQuote: bigint;
  hourlyBudget: bigint;
  hourlyBudgetLeft: bigint;
};

type SaleExtras = Parameters<typeof toBondSale>[1];

/** A sale's own reads beside its factory record: its status flags and its token's name, symbol and decimals. */
async function readSaleExtras(client: ChainReader, saleAddress: string, token: string): Promise<SaleExtras> {
  const sale = client.contracts.bondSale(saleAddress);
  const [hasEnded, proceedsWithdrawn, facts] = await Promise.all([sale.hasEnded(), sale.proceedsWithdrawn(), readTokenFacts(client.contracts, token)]);
  return { hasEnded, proceedsWithdrawn, ...facts };
}

/** One round for the per-sale reads of many sales: status flags of the sale, token name/symbol/decimals. */
async function enrichSales(client: ChainReader, records: readonly SaleRecord[]): Promise<BondSale[]> {
  return Promise.all(records.map(async (r) => toBondSale(r, await readSaleExtras(client, r.saleAddress, r.token))));
}

/**
 * Where a sale's reads may start before its factory record is known: the sale's and its token's
 * addresses as the event index names them. Each guess is checked against the record read in the
 * same round; a row whose guess was wrong (a stale or corrupted index) is read again from the
 * record, so the figures are always the chain's.
 */
interface SaleAddressHint {
  saleAddress: string;
  token: string;
}

export type SaleAddressHints = Record<string, Partial<Record<string, string>>>;

function hintOf(hints: SaleAddressHints | undefined, id: string): SaleAddressHint | null {
  const hint = hints?.[id];
  return hint?.saleAddress && hint.token ? { saleAddress: hint.saleAddress, token: hint.token } : null;
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The factory records of `ids` and, in the same round, whatever the hints let start early (`early`,
 * null without a hint or when it failed), plus the chain's time; then one more round only for the
 * rows whose hint was missing or wrong (`late`).
 */
async function readHintedRows<Early, Row>(
  client: ChainReader,
  ids: readonly string[],
  hints: SaleAddressHints | undefined,
  early: (hint: SaleAddressHint, id: string) => Promise<Early>,
  row: (record: SaleRecord, early: Early | null, id: string) => Promise<Row>,
): Promise<{ rows: Row[]; readAt: number }> {
  const factory = client.contracts.bondFactory();
  const guesses = ids.map((id) => hintOf(hints, id));
  // the count in the same round: an unreachable node fails it (an error, not an empty list), while
  // an id the chain does not know (a stale index) only reverts its own read
  const [, readAt, records, started] = await Promise.all([
    factory.totalSales(),
    readChainTime(client.contracts),
    Promise.all(ids.map((id) => orNull(factory.getSaleByIndex(BigInt(id) - 1n)))),
    Promise.all(ids.map((id, i) => (guesses[i] ? orNull(early(guesses[i], id)) : Promise.resolve(null)))),
  ]);
  const rows = await Promise.all(
    records.flatMap((record, i) => {
      if (record === null) return [];
      const guess = guesses[i];
      const guessed = guess && sameAddress(guess.saleAddress, record.saleAddress) && sameAddress(guess.token, record.token);
      return [row(record, guessed ? started[i] : null, ids[i])];
    }),
  );
  return { rows, readAt };
}

/** Addresses stay as ethers decodes them (checksummed); the id becomes a decimal string. */
export function toBondSale(
  r: SaleRecord,
  extra: { hasEnded: boolean; proceedsWithdrawn: boolean; name: string | null; symbol: string | null; decimals: bigint | number | null },
): BondSale {
  return {
    saleId: r.saleId.toString(),
    saleAddress: r.saleAddress,
    token: r.token,
    currency: Number(r.currency),
    hardCap: r.hardCap.toString(),
    soldTokens: r.soldTokens.toString(),
    discount: r.discount.toString(),
    startTime: Number(r.startTime),
    endTime: Number(r.endTime),
    vestingDuration: Number(r.vestingDuration),
    buyersCount: Number(r.buyersCount),
    endedEarly: r.endedEarly,
    projectOwner: r.projectOwner,
    minPricePerToken: r.minPricePerToken.toString(),
    maxPerBuyer: r.maxPerBuyer.toString(),
    maxPerQuote: r.maxPerQuote.toString(),
    hourlyBudget: r.hourlyBudget.toString(),
    hourlyBudgetLeft: r.hourlyBudgetLeft.toString(),
    hasEnded: extra.hasEnded,
    proceedsWithdrawn: extra.proceedsWithdrawn,
    tokenName: extra.name,
    tokenSymbol: extra.symbol,
    tokenDecimals: extra.decimals === null ? null : Number(extra.decimals),
  };
}

/**
 * One page of sales (ids `page*size+1 …`): `totalSales` and `getSalesInRange` in the first round
 * (the range is clamped by the contract, so it needs no count first), then one round for the rows.
 */
export async function readSalesPage(client: ChainReader, page: number, pageSize: number): Promise<SalesPage> {
  const factory = client.contracts.bondFactory();
  const from = page * pageSize;
  const [total, records] = await Promise.all([factory.totalSales(), factory.getSalesInRange(from, from + pageSize)]);
  return { total: Number(total), sales: await enrichSales(client, records) };
}

/** One sale by id (decimal string), or null when no sale has that id. */
export async function readSale(client: ChainReader, saleId: string): Promise<BondSale | null> {
  if (!isListingId(saleId)) return null;
  const id = BigInt(saleId);
  const factory = client.contracts.bondFactory();
  const [total, record] = await Promise.all([factory.totalSales(), orNull(factory.getSaleByIndex(id - 1n))]);
  if (id > total || record === null) return null;
  const [sale] = await enrichSales(client, [record]);
  return sale;
}

/**
 * Several sales by id, in the order asked (a list the event index chose, a wallet's own list), with
 * the chain time they were read at; ids the chain does not know are skipped. With the index's
 * address hints, one round; without, two.
 */
export async function readSalesByIds(client: ChainReader, ids: readonly string[], hints?: SaleAddressHints): Promise<SalesRead> {
  const { rows, readAt } = await readHintedRows(
    client,
    ids,
    hints,
    (hint) => readSaleExtras(client, hint.saleAddress, hint.token),
    async (record, extras) => toBondSale(record, extras ?? (await readSaleExtras(client, record.saleAddress, record.token))),
  );
  return { sales: rows, readAt };
}

/** Ids of the sales `user` bought in, scanning the sales a page at a time (no list is kept per user on chain). */
export async function readUserSaleIds(client: ChainReader, user: string): Promise<string[]> {
  const factory = client.contracts.bondFactory();
  const count = Number(await factory.totalSales());
  return readIdsInPages(count, (from, to) => factory.getUserSaleIdsInRange(user, from, to), USER_SALES_SCAN);
}

/** Ids of the sales `owner` created, scanned like {@link readUserSaleIds}. */
export async function readOwnerSaleIds(client: ChainReader, owner: string): Promise<string[]> {
  const factory = client.contracts.bondFactory();
  const count = Number(await factory.totalSales());
  return readIdsInPages(count, (from, to) => factory.getOwnerSaleIdsInRange(owner, from, to), OWNER_SALES_SCAN);
}

/**
 * Every sale the user bought in with the user's position: the id list, then ONE round for the
 * sale records and positions of all of them, then one round for the rows' status and token reads.
 */
export async function readUserBonds(client: ChainReader, user: string): Promise<UserBond[]> {
  const ids = await readUserSaleIds(client, user);
  return ids.length ? (await readUserBondsByIds(client, user, ids)).bonds : [];
}

/**
 * The wallet's bonds in the sales of these ids, in the order given (the index's page), with the
 * chain time they were read at. Unknown ids are left out. With the index's address hints, one round.
 */
export async function readUserBondsByIds(client: ChainReader, user: string, ids: readonly string[], hints?: SaleAddressHints): Promise<UserBondsRead> {
  if (ids.length === 0) return { bonds: [], readAt: await readChainTime(client.contracts) };
  const factory = client.contracts.bondFactory();
  const position = (saleAddress: string, id: string) =>
    Promise.all([orNull(factory.getUserSaleInfo(user, id)), client.contracts.bondSale(saleAddress).getBuyerInfo(user)]);
  const { rows, readAt } = await readHintedRows(
    client,
    ids,
    hints,
    (hint, id) => Promise.all([readSaleExtras(client, hint.saleAddress, hint.token), position(hint.saleAddress, id)]),
    async (record, early, id) => {
      const [extras, [info, buyer]] = early ?? (await Promise.all([readSaleExtras(client, record.saleAddress, record.token), position(record.saleAddress, id)]));
      return { sale: toBondSale(record, extras), purchased: (info?.purchased ?? buyer.amount).toString(), buyer: buyerInfoOf(buyer) };
    },
  );
  return { bonds: rows, readAt };
}

/** Sales created by `owner`: the id list, then one round for records, one for the rows. */
export async function readOwnerSales(client: ChainReader, owner: string): Promise<BondSale[]> {
  const ids = await readOwnerSaleIds(client, owner);
  if (ids.length === 0) return [];
  return (await readSalesByIds(client, ids)).sales;
}

/** `getBuyerInfo` answers (amount, claimed, claimable); read by position so the output name does not matter. */
function buyerInfoOf(result: readonly [bigint, bigint, bigint] | ArrayLike<bigint>): BuyerInfo {
  return { amount: result[0].toString(), claimed: result[1].toString(), claimable: result[2].toString() };
}

export async function readBuyerInfo(client: ChainReader, saleAddress: string, buyer: string): Promise<BuyerInfo> {
  return buyerInfoOf(await client.contracts.bondSale(saleAddress).getBuyerInfo(buyer));
}

/** The factory's creation fee in wei (decimal string). */
export async function readSaleCreationFee(client: ChainReader): Promise<string> {
  return (await client.contracts.bondFactory().saleCreationFee()).toString();
}

/** How long every new sale runs, in seconds (`saleDuration`: the factory owner's setting, 30 days unless changed). */
export async function readSaleDuration(client: ChainReader): Promise<number> {
  return Number(await client.contracts.bondFactory().saleDuration());
}

/** Whether the platform paused buying with quotes on every sale (`quotesPaused`: its guardian's stop for a leaked key). */
export async function readQuotesPaused(client: ChainReader): Promise<boolean> {
  return client.contracts.bondFactory().quotesPaused();
}
