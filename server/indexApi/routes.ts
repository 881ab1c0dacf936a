/**
 * The index routes (docs/ARCHITECTURE.md, "Event index"): live and finished sales and pools,
 * sorted, searched and filtered; a wallet's bonds, stakes and activity; a listing's activity.
 * Every answer is one keyset page read from the index's database (no node read but the shared
 * head), cached per indexed block, and names the block it is indexed to and the chain head. The
 * listings' logos come from the metadata store after that cache (see DISPLAY_MAX_AGE_MS): a logo
 * is posted off chain, so it must not wait for the next indexed block. The finished JSON is reused
 * for BODY_MAX_AGE_MS more (IndexedView.json).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest } from '../lib/errors';
import type { DisplayLookup, ListingDisplay } from '../metadata/listingDisplay';
import { parseAddress } from '../lib/validation';
import {
  aprInForce,
  progressBps,
  saleEndsAt,
  type IndexCursor,
  type ListingSearch,
  type PoolRecord,
  type PositionsQuery,
  type SaleRecord,
} from '../storage/indexStore';
import {
  activityAnswer,
  bondPositionAnswer,
  bondTotalAnswer,
  poolAnswer,
  poolSummary,
  saleAnswer,
  saleSummary,
  stakePositionAnswer,
  type ListingSummary,
} from './answers';
import { sendEncoded } from './encodedBody';
import type { IndexedView } from './indexedView';
import { decodeCursor, listScope, page, type PagePosition } from './pageCursor';
import {
  activityItemSchema,
  addressParams,
  bondItemSchema,
  bondTotalsSchema,
  cursorSchema,
  DEFAULT_PAGE_SIZE,
  idParams,
  limitSchema,
  ownerTotalsSchema,
  pagedResponse,
  poolItemSchema,
  saleItemSchema,
  searchSchema,
  stakeItemSchema,
  stakeTotalsSchema,
  statusResponse,
} from './schemas';
import { addressSchema } from '../lib/schemas';

export interface IndexRoutesContext {
  view: IndexedView;
  deploymentBlock: number;
  /** whether this instance holds the write lease */
  writing(): boolean;
  /** the logos (and whether metadata is stored) of many listings at once; never rejects */
  displays: DisplayLookup<'sale' | 'pool'>;
}

/** Every index route has the index's own rate limit (RATE_LIMIT_INDEX_READS). */
const INDEX_READ = { limit: 'indexRead' } as const;

const SALE_SORTS = ['ending', 'newest', 'discount', 'progress'] as const;
const POOL_SORTS = ['ending', 'newest', 'apr', 'stakers'] as const;
const STATUSES = ['live', 'finished', 'all'] as const;
type Status = (typeof STATUSES)[number];

interface PageQuery {
  cursor?: string;
  limit?: string;
}
interface ListQuery extends PageQuery {
  status?: Status;
  q?: string;
  owner?: string;
}

const pageProperties = { cursor: cursorSchema, limit: limitSchema };
const listProperties = {
  ...pageProperties,
  status: { type: 'string', enum: STATUSES, description: 'live (default): not ended at the indexed block; finished; all' },
  q: searchSchema,
  owner: { ...addressSchema, description: "only this owner's listings (a dashboard)" },
};

function pageSize(raw: string | undefined): number {
  return raw === undefined ? DEFAULT_PAGE_SIZE : Number(raw);
}

function parseSearch(raw: string | undefined): ListingSearch | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim();
  if (text === '') throw badRequest('q must not be blank');
  return /^0x[0-9a-fA-F]{40}$/.test(text) ? { address: parseAddress(text, 'q') } : { text };
}

function searchKey(search: ListingSearch | undefined): string | undefined {
  if (!search) return undefined;
  return 'address' in search ? search.address : search.text.toLowerCase();
}

function saleSortKey(sale: SaleRecord, sort: (typeof SALE_SORTS)[number]): number {
  if (sort === 'ending') return saleEndsAt(sale);
  if (sort === 'discount') return sale.discountBps;
  if (sort === 'progress') return progressBps(sale.soldTokens, sale.hardCap);
  return sale.saleId;
}

function poolSortKey(pool: PoolRecord, sort: (typeof POOL_SORTS)[number], now: number): number {
  if (sort === 'ending') return pool.endTime;
  if (sort === 'apr') return aprInForce(pool, now);
  if (sort === 'stakers') return pool.stakersCount;
  return pool.poolId;
}

const activityPosition = (e: { blockNumber: number; logIndex: number }): PagePosition => ({ key: e.blockNumber, id: e.logIndex });

type SaleItem = ReturnType<typeof saleAnswer>;
type PoolItem = ReturnType<typeof poolAnswer>;

export function registerIndexRoutes(app: FastifyInstance, { view, deploymentBlock, writing, displays }: IndexRoutesContext): void {
  const { reader } = view;

  /** `items` with their listings' displays, from one lookup: `listing` finds an item's listing, `attach` returns the item with it. */
  async function displayed<T>(kind: 'sale' | 'pool', items: readonly T[], listing: (item: T) => { id: string; address: string }, attach: (item: T, display: ListingDisplay) => T): Promise<T[]> {
    const found = await displays(kind, items.map((item) => ({ id: Number(listing(item).id), address: listing(item).address })));
    return items.map((item) => attach(item, found.get(listing(item).address)!));
  }
  const saleRef = (sale: SaleItem) => ({ id: sale.saleId, address: sale.saleAddress });
  const poolRef = (pool: PoolItem) => ({ id: pool.poolId, address: pool.poolAddress });
  const saleDisplayed = (sale: SaleItem, display: ListingDisplay) => ({ ...sale, logoUrl: display.logoUrl });
  const poolDisplayed = (pool: PoolItem, display: ListingDisplay) => ({ ...pool, logoUrl: display.logoUrl, hasMetadata: display.hasMetadata });

  /** All of an owner's listings of one kind at the indexed block, shared by every filter and page of its lists. */
  function ownerTotalsOf(kind: 'sale' | 'pool', owner: string | undefined) {
    if (owner === undefined) return undefined;
    return (at: IndexCursor) => view.part(at, `${kind}-owner-totals:${owner}`, async () => ({ ownerTotals: await reader.ownerTotals(kind, owner, at.timestamp) }));
  }

  /** The listings an activity page names, in two reads however many entries it has. */
  async function summariesOf(events: ReadonlyArray<{ listingKind: 'sale' | 'pool'; listingId: number }>) {
    const ids = (kind: 'sale' | 'pool') => events.filter((e) => e.listingKind === kind).map((e) => e.listingId);
    const [sales, pools] = await Promise.all([reader.salesByIds(ids('sale')), reader.poolsByIds(ids('pool'))]);
    const out = new Map<string, ListingSummary>();
    for (const s of sales) out.set(`sale:${s.saleId}`, saleSummary(s));
    for (const p of pools) out.set(`pool:${p.poolId}`, poolSummary(p));
    return out;
  }

  /**
   * One page of a list, sent as JSON: cached per indexed block under its scope, cursor and size,
   * its items then passed through `finish` (displays, which must not wait for the next block), the
   * finished JSON reused for a second (IndexedView.json). `read` is asked for one row more than the
   * page, so the page knows whether a next one exists.
   */
  async function keysetPage<Row, Item, Extra extends object = object>(
    reply: FastifyReply,
    scope: string,
    query: PageQuery,
    read: (at: IndexCursor, after: PagePosition | undefined, limit: number) => Promise<Row[]>,
    positionOf: (row: Row, at: IndexCursor) => PagePosition,
    answer: (rows: Row[], at: IndexCursor) => Item[] | Promise<Item[]>,
    extra?: (at: IndexCursor) => Promise<Extra>,
    finish: (items: Item[]) => Promise<Item[]> = async (items) => items,
  ) {
    const limit = pageSize(query.limit);
    const after = decodeCursor(scope, query.cursor);
    const body = await view.json(
      `${scope}:${query.cursor ?? ''}:${limit}`,
      async (at) => {
        const [rows, more] = await Promise.all([read(at, after, limit + 1), extra?.(at)]);
        const { items, nextCursor } = page(rows, limit, scope, (row) => positionOf(row, at));
        return { items: await answer(items, at), nextCursor, ...(more as Extra | undefined) };
      },
      async (body) => ({ ...body, items: await finish(body.items) }),
      (body) => reply.serialize(body) as string,
    );
    return sendEncoded(reply, body);
  }

  function activityPage(reply: FastifyReply, scope: string, query: PageQuery, filter: Parameters<typeof reader.activity>[0]) {
    return keysetPage(
      reply,
      scope,
      query,
      (_at, after, limit) => reader.activity({ ...filter, after: after && { blockNumber: after.key, logIndex: after.id }, limit }),
      activityPosition,
      async (events) => {
        const listings = await summariesOf(events);
        return events.map((e) => activityAnswer(e, listings.get(`${e.listingKind}:${e.listingId}`)));
      },
    );
  }

  app.get(
    '/index/status',
    { config: INDEX_READ, schema: { summary: 'The block the event index has reached, the chain head and whether this instance writes the index', tags: ['index'], response: statusResponse } },
    async () => {
      const at = await view.cursor();
      return { ...view.envelope(at, await view.head()), deploymentBlock, writer: writing() };
    },
  );

  app.get<{ Querystring: ListQuery & { sort?: (typeof SALE_SORTS)[number] } }>(
    '/index/sales',
    {
      config: INDEX_READ,
      schema: {
        summary: 'Bond sales from the event index: live or finished, sorted, searched by token name, symbol or address, or one owner\'s',
        tags: ['index'],
        querystring: {
          type: 'object',
          properties: {
            ...listProperties,
            sort: { type: 'string', enum: SALE_SORTS, description: 'newest (default); ending: soonest end first (finished: most recently ended first); discount; progress (sold over cap)' },
          },
          additionalProperties: false,
        },
        response: pagedResponse(saleItemSchema, { properties: { ownerTotals: ownerTotalsSchema } }),
      },
    },
    async (request, reply) => {
      const { status = 'live', sort = 'newest' } = request.query;
      const search = parseSearch(request.query.q);
      const owner = request.query.owner === undefined ? undefined : parseAddress(request.query.owner, 'owner');
      return keysetPage(
        reply,
        listScope('sales', { status, sort, q: searchKey(search), owner }),
        request.query,
        (at, after, limit) => reader.sales({ now: at.timestamp, status, sort, search, owner, after, limit }),
        (s) => ({ key: saleSortKey(s, sort), id: s.saleId }),
        (sales, at) => sales.map((s) => saleAnswer(s, at.timestamp)),
        ownerTotalsOf('sale', owner),
        (items) => displayed('sale', items, saleRef, saleDisplayed),
      );
    },
  );

  app.get<{ Querystring: ListQuery & { sort?: (typeof POOL_SORTS)[number]; stakedBy?: string } }>(
    '/index/pools',
    {
      config: INDEX_READ,
      schema: {
        summary: "Staking pools from the event index: live or finished, sorted, searched, one owner's, or only those a wallet has stake in ('Staked only')",
        tags: ['index'],
        querystring: {
          type: 'object',
          properties: {
            ...listProperties,
            sort: { type: 'string', enum: POOL_SORTS, description: 'newest (default); ending; apr (in force now, highest first); stakers (most first)' },
            stakedBy: { ...addressSchema, description: "only pools where this wallet has stake ('Staked only')" },
          },
          additionalProperties: false,
        },
        response: pagedResponse(poolItemSchema, { properties: { ownerTotals: ownerTotalsSchema } }),
      },
    },
    async (request, reply) => {
      const { status = 'live', sort = 'newest' } = request.query;
      const search = parseSearch(request.query.q);
      const owner = request.query.owner === undefined ? undefined : parseAddress(request.query.owner, 'owner');
      const stakedBy = request.query.stakedBy === undefined ? undefined : parseAddress(request.query.stakedBy, 'stakedBy');
      return keysetPage(
        reply,
        listScope('pools', { status, sort, q: searchKey(search), owner, stakedBy }),
        request.query,
        (at, after, limit) => reader.pools({ now: at.timestamp, status, sort, search, owner, stakedBy, after, limit }),
        (p, at) => ({ key: poolSortKey(p, sort, at.timestamp), id: p.poolId }),
        (pools, at) => pools.map((p) => poolAnswer(p, at.timestamp)),
        ownerTotalsOf('pool', owner),
        (items) => displayed('pool', items, poolRef, poolDisplayed),
      );
    },
  );

  const positionsQuery = {
    type: 'object',
    properties: {
      ...pageProperties,
      status: { type: 'string', enum: ['open', 'all'], description: 'all (default); open: bonds with tokens left to claim, pools with stake' },
    },
    additionalProperties: false,
  } as const;

  /** A wallet's positions of one kind, most recent activity first, with totals over all of them. */
  function walletPositionsRoute<Row extends { position: { lastAt: number } }, Item>(route: {
    list: 'bonds' | 'stakes';
    summary: string;
    item: object;
    totals: object;
    read: (query: PositionsQuery) => Promise<Row[]>;
    listingId: (row: Row) => number;
    answer: (row: Row, now: number) => Item;
    totalsOf: (wallet: string, now: number) => Promise<unknown>;
    displayed: (items: Item[]) => Promise<Item[]>;
  }): void {
    app.get<{ Params: { address: string }; Querystring: PageQuery & { status?: 'open' | 'all' } }>(
      `/index/wallets/:address/${route.list}`,
      {
        config: INDEX_READ,
        schema: { summary: route.summary, tags: ['index'], params: addressParams, querystring: positionsQuery, response: pagedResponse(route.item, { properties: { totals: route.totals }, required: ['totals'] }) },
      },
      async (request, reply) => {
        const wallet = parseAddress(request.params.address, 'address');
        const { status = 'all' } = request.query;
        return keysetPage(
          reply,
          listScope(route.list, { wallet, status }),
          request.query,
          (_at, after, limit) => route.read({ wallet, openOnly: status === 'open', after, limit }),
          (row) => ({ key: row.position.lastAt, id: route.listingId(row) }),
          (rows, at) => rows.map((row) => route.answer(row, at.timestamp)),
          (at) => view.part(at, `${route.list}-totals:${wallet}`, async () => ({ totals: await route.totalsOf(wallet, at.timestamp) })),
          route.displayed,
        );
      },
    );
  }

  walletPositionsRoute({
    list: 'bonds',
    summary: "A wallet's bonds: the sales it bought in, with what it bought and claimed, most recent activity first; totals per payout token over all of them",
    item: bondItemSchema,
    totals: bondTotalsSchema,
    read: (query) => reader.bonds(query),
    listingId: (row) => row.position.saleId,
    answer: (row, now) => ({ sale: saleAnswer(row.sale, now), position: bondPositionAnswer(row.position) }),
    totalsOf: async (wallet, now) => (await reader.bondTotals(wallet, now)).map(bondTotalAnswer),
    displayed: (items) => displayed('sale', items, (b) => saleRef(b.sale), (b, display) => ({ ...b, sale: saleDisplayed(b.sale, display) })),
  });
  walletPositionsRoute({
    list: 'stakes',
    summary: "A wallet's stakes: the pools it staked in, with its stake and claimed rewards, most recent activity first; how many it has stake in",
    item: stakeItemSchema,
    totals: stakeTotalsSchema,
    read: (query) => reader.stakes(query),
    listingId: (row) => row.position.poolId,
    answer: (row, now) => ({ pool: poolAnswer(row.pool, now), position: stakePositionAnswer(row.position) }),
    totalsOf: (wallet, now) => reader.stakeTotals(wallet, now),
    displayed: (items) => displayed('pool', items, (st) => poolRef(st.pool), (st, display) => ({ ...st, pool: poolDisplayed(st.pool, display) })),
  });

  app.get<{ Params: { address: string }; Querystring: PageQuery & { kind?: 'bond' | 'staking' | 'all' } }>(
    '/index/wallets/:address/activity',
    {
      config: INDEX_READ,
      schema: {
        summary: "A wallet's activity across bonds and staking (what, amount, time, transaction), newest first",
        tags: ['index'],
        params: addressParams,
        querystring: {
          type: 'object',
          properties: { ...pageProperties, kind: { type: 'string', enum: ['bond', 'staking', 'all'], description: 'all (default), bond or staking' } },
          additionalProperties: false,
        },
        response: pagedResponse(activityItemSchema),
      },
    },
    async (request, reply) => {
      const account = parseAddress(request.params.address, 'address');
      const kind = request.query.kind ?? 'all';
      const listingKind = kind === 'bond' ? 'sale' : kind === 'staking' ? 'pool' : undefined;
      return activityPage(reply, listScope('wallet-activity', { account, kind }), request.query, { account, listingKind, limit: 0 });
    },
  );

  for (const kind of ['sale', 'pool'] as const) {
    app.get<{ Params: { id: string }; Querystring: PageQuery }>(
      `/index/${kind}s/:id/activity`,
      {
        config: INDEX_READ,
        schema: {
          summary: `A ${kind}'s activity (${kind === 'sale' ? 'creation, purchases, claims, withdrawals, ending early' : 'creation, stakes, reward claims, unstakes, APR announcements, emergency requests'}), newest first`,
          tags: ['index'],
          params: idParams,
          querystring: { type: 'object', properties: pageProperties, additionalProperties: false },
          response: pagedResponse(activityItemSchema),
        },
      },
      async (request, reply) => {
        const id = Number(request.params.id);
        if (id < 1) throw badRequest(`The ${kind} id must be 1 or more`);
        return activityPage(reply, listScope(`${kind}-activity`, { id: String(id) }), request.query, { listing: { kind, id }, limit: 0 });
      },
    );
  }
}
