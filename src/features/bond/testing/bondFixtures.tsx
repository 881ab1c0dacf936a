import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { makeStore } from '../../../shared/store/store';
import { config, NATIVE_TOKEN_ADDRESS } from '../../../config';
import { pricesHandler } from '../../../shared/prices/testing/pricesHandler';
import type { Prices } from '../../../shared/prices/usdValue';
import { ReviewProvider } from '../../../shared/review/ReviewProvider';
import { ToastProvider } from '../../../shared/toast/ToastProvider';
import { WalletChooserProvider } from '../../../shared/ui/walletChooserContext';
import { walletConnected } from '../../../shared/wallet/walletSlice';
import { emptyActivityHandler } from '../../../shared/testing/emptyActivity';
import { indexAnswer } from '../../../shared/testing/indexAnswer';

/**
 * Test kit of the bond pages: a fake chain layer (the chain client that `chainQuery` loads, with
 * TypeChain-shaped contracts over in-memory state) and msw handlers for the bond API.
 */
export const ACCOUNT = '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc';
export const E18 = 10n ** 18n;
export const API = config.apiBase;
export const USDT = config.contracts.usdt.toLowerCase();

export interface FakeSale {
  address: string;
  token: string;
  currency: number;
  hardCap: bigint;
  sold: bigint;
  discount?: bigint;
  endTime: number;
  vestingDuration?: number;
  buyers?: number;
  endedEarly?: boolean;
  /** raw tokens one buyer may buy; default no cap */
  maxPerBuyer?: bigint;
  /** payment base units per whole token; default 1 */
  minPricePerToken?: bigint;
  /** raw tokens the hourly budget still allows; default the whole budget (a tenth of the cap) */
  hourlyBudgetLeft?: bigint;
}

export interface FakeChainState {
  sales: FakeSale[];
  tokens: Record<string, { name: string; symbol: string; decimals: number }>;
  /** `${sale}:${buyer}` → [amount, claimed, claimable] */
  positions: Record<string, [bigint, bigint, bigint]>;
  userSaleIds: Record<string, number[]>;
  /** `${token}:${owner}` → raw */
  balances: Record<string, bigint>;
  /** `${token}:${owner}:${spender}` → raw */
  allowances: Record<string, bigint>;
  /** the factory's `quotesPaused()` */
  quotesPaused: boolean;
  /** the factory's `saleDuration()`, seconds */
  saleDuration: number;
  /** make every read fail with this message */
  failWith: string | null;
}

export const chain: FakeChainState = {
  sales: [],
  tokens: {},
  positions: {},
  userSaleIds: {},
  balances: {},
  allowances: {},
  quotesPaused: false,
  saleDuration: 30 * 86_400,
  failWith: null,
};

export function resetChain(): void {
  saleIndex.calls = [];
  saleIndex.lag = 0;
  saleIndex.logos = {};
  chain.sales = [];
  chain.tokens = {};
  chain.positions = {};
  chain.userSaleIds = {};
  chain.balances = {};
  chain.allowances = {};
  chain.quotesPaused = false;
  chain.saleDuration = 30 * 86_400;
  chain.failWith = null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function read<T>(answer: () => T): Promise<T> {
  await Promise.resolve();
  if (chain.failWith) throw new Error(chain.failWith);
  return answer();
}

function record(index: number) {
  const s = chain.sales[index];
  if (!s) throw new Error('execution reverted');
  return {
    saleId: BigInt(index + 1),
    saleAddress: s.address,
    token: s.token,
    currency: BigInt(s.currency),
    hardCap: s.hardCap,
    soldTokens: s.sold,
    discount: s.discount ?? 500n,
    startTime: BigInt(nowSeconds() - 86_400),
    endTime: BigInt(s.endTime),
    vestingDuration: BigInt(s.vestingDuration ?? 30 * 86_400),
    buyersCount: BigInt(s.buyers ?? 0),
    endedEarly: Boolean(s.endedEarly),
    projectOwner: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    minPricePerToken: s.minPricePerToken ?? 1n,
    maxPerBuyer: s.maxPerBuyer ?? 0n,
    // BondFactory.MAX_QUOTE_SHARE_BPS: a tenth of the cap, rounded up
    maxPerQuote: (s.hardCap * 1_000n + 9_999n) / 10_000n,
    // BondFactory.defaultHourlyBudget: the same tenth; nothing bought in the last hour
    hourlyBudget: (s.hardCap * 1_000n + 9_999n) / 10_000n,
    hourlyBudgetLeft: s.hourlyBudgetLeft ?? (s.hardCap * 1_000n + 9_999n) / 10_000n,
  };
}

function saleByAddress(address: string) {
  return chain.sales.find((s) => s.address.toLowerCase() === address.toLowerCase());
}

/** What `loadChainClient()` resolves to in these tests. */
export const fakeChainClient = {
  contracts: {
    bondFactory: () => ({
      totalSales: () => read(() => BigInt(chain.sales.length)),
      quotesPaused: () => read(() => chain.quotesPaused),
      saleDuration: () => read(() => BigInt(chain.saleDuration)),
      getSalesInRange: (from: number, to: number) => read(() => chain.sales.slice(from, to).map((_, k) => record(from + k))),
      getSaleByIndex: (i: number | bigint) => read(() => record(Number(i))),
      getUserSaleIdsInRange: (user: string, from: number, to: number) =>
        read(() => (chain.userSaleIds[user.toLowerCase()] ?? []).filter((id) => id > from && id <= to).map(BigInt)),
      getUserSaleInfo: (user: string, id: number) =>
        read(() => {
          const p = chain.positions[`${chain.sales[id - 1].address}:${user.toLowerCase()}`] ?? [0n, 0n, 0n];
          return Object.assign([p[0], p[2]], { purchased: p[0], claimable: p[2] });
        }),
    }),
    // chain time: these tests' chain follows the browser clock; rounded up so the app's estimate
    // (the read's whole second plus whole seconds since) does not lag the quote fixture's clock
    multicall3: () => ({ getCurrentBlockTimestamp: () => read(() => BigInt(Math.ceil(Date.now() / 1000))) }),
    bondSale: (address: string) => ({
      hasEnded: () =>
        read(() => {
          const s = saleByAddress(address)!;
          return Boolean(s.endedEarly) || nowSeconds() >= s.endTime || s.sold >= s.hardCap;
        }),
      proceedsWithdrawn: () => read(() => false),
      getBuyerInfo: (buyer: string) => read(() => chain.positions[`${address}:${buyer.toLowerCase()}`] ?? [0n, 0n, 0n]),
    }),
    erc20: (address: string) => ({
      name: () => read(() => chain.tokens[address.toLowerCase()].name),
      symbol: () => read(() => chain.tokens[address.toLowerCase()].symbol),
      decimals: () => read(() => BigInt(chain.tokens[address.toLowerCase()].decimals)),
      allowance: (owner: string, spender: string) =>
        read(() => chain.allowances[`${address.toLowerCase()}:${owner.toLowerCase()}:${spender.toLowerCase()}`] ?? 0n),
    }),
  },
  readBalance: (token: string, owner: string) =>
    read(() => (chain.balances[`${token.toLowerCase()}:${owner.toLowerCase()}`] ?? 0n).toString()),
};

/** A signed-quote answer for `tokenAmount` at `price` (payment base units per whole token). */
export function quoteFor(saleId: number, tokenAmount: string, price: bigint, deadline = nowSeconds() + 60) {
  const sale = chain.sales[saleId - 1];
  return {
    quote: {
      buyer: ACCOUNT,
      saleAddress: sale.address,
      currency: String(sale.currency),
      tokenAmount,
      paymentAmount: ((BigInt(tokenAmount) * price + E18 - 1n) / E18).toString(),
      pricePerToken: price.toString(),
      discountBps: '500',
      priceSource: 'uniswap-v2',
      deadline: String(deadline),
      nonce: '1',
    },
    signature: '0x' + '11'.repeat(65),
    tokenDecimals: 18,
  };
}

export const api = {
  prices: {} as Record<number, bigint>,
  /** `/v1/prices`: lowercase token address → USD */
  usdPrices: {} as Prices,
  quoteError: null as null | { status: number; message: string },
  /** sales whose pricing is not ready yet: sale id → the time it will be (unix seconds) */
  notReady: {} as Record<number, number>,
  quoteDeadlineOffset: 60,
  quoteCalls: 0,
  /** requests to `/sales/summaries` (the market asks once for all its cards) */
  summaryCalls: 0,
  reset() {
    this.prices = {};
    for (const address of Object.keys(this.usdPrices)) delete this.usdPrices[address];
    this.quoteError = null;
    this.notReady = {};
    this.quoteDeadlineOffset = 60;
    this.quoteCalls = 0;
    this.summaryCalls = 0;
  },
};

/** The API's sentence while a sale's price history is shorter than 30 minutes. */
export function notReadySentence(readyAt: number): string {
  return `Pricing for this sale starts at ${new Date(readyAt * 1000).toISOString().slice(11, 16)} UTC: it needs 30 minutes of price history.`;
}

/** What the API answers for a sale's price: `api.prices`, a 503 while not ready, or a 422 when a sale has none set. */
function salePriceAnswer(saleId: number) {
  const readyAt = api.notReady[saleId];
  if (readyAt !== undefined) return { ok: false as const, body: { statusCode: 503, message: notReadySentence(readyAt), readyAt } };
  const price = api.prices[saleId];
  if (price === undefined) return { ok: false as const, body: { statusCode: 422, message: 'No liquidity for this token' } };
  return { ok: true as const, body: { tokenDecimals: 18, pricePerToken: price.toString(), priceSource: 'uniswap-v2', discountBps: '500' } };
}

/** The event index of the fake chain: what it lists follows `chain.sales`, as a caught-up index would. */
export const saleIndex = {
  calls: [] as URLSearchParams[],
  /** blocks the index trails the head by */
  lag: 0,
  /** sale id → the logo URL the index names */
  logos: {} as Record<number, string>,
};

function fakeSaleItem(index: number) {
  const s = chain.sales[index];
  const token = chain.tokens[s.token.toLowerCase()];
  const ended = Boolean(s.endedEarly) || nowSeconds() >= s.endTime || s.sold >= s.hardCap;
  return {
    saleId: String(index + 1),
    saleAddress: s.address,
    token: s.token,
    tokenName: token?.name ?? null,
    tokenSymbol: token?.symbol ?? null,
    soldTokens: s.sold.toString(),
    hardCap: s.hardCap.toString(),
    discount: String(s.discount ?? 500n),
    progressBps: s.hardCap === 0n ? 0 : Number((s.sold * 10_000n) / s.hardCap),
    endTime: s.endTime,
    status: ended ? 'ended' : 'live',
    logoUrl: saleIndex.logos[index + 1] ?? null,
  };
}

type FakeSaleItem = ReturnType<typeof fakeSaleItem>;

const SALE_ORDERS: Record<string, (a: FakeSaleItem, b: FakeSaleItem) => number> = {
  newest: (a, b) => Number(b.saleId) - Number(a.saleId),
  discount: (a, b) => Number(b.discount) - Number(a.discount) || Number(a.saleId) - Number(b.saleId),
  progress: (a, b) => b.progressBps - a.progressBps || Number(a.saleId) - Number(b.saleId),
};

/** `GET /index/sales` over the fake chain: status, search, sort, and an offset as the cursor. */
export const saleIndexHandler = http.get(`${API}/index/sales`, ({ request }) => {
  const query = new URL(request.url).searchParams;
  saleIndex.calls.push(query);
  const status = query.get('status') ?? 'live';
  const q = query.get('q')?.toLowerCase();
  const finished = status === 'finished';
  const ending = (a: FakeSaleItem, b: FakeSaleItem) => (finished ? b.endTime - a.endTime : a.endTime - b.endTime) || Number(a.saleId) - Number(b.saleId);
  const items = chain.sales
    .map((_, i) => fakeSaleItem(i))
    .filter((item) => status === 'all' || (item.status === 'live') === (status === 'live'))
    .filter((item) => !q || [item.tokenName, item.tokenSymbol, item.token, item.saleAddress].some((text) => text?.toLowerCase().includes(q)))
    .sort(SALE_ORDERS[query.get('sort') ?? ''] ?? ending);
  const page = offsetPage(items, query);
  return HttpResponse.json(indexAnswer(page.items, { indexedBlock: 100, head: 100 + saleIndex.lag, nextCursor: page.nextCursor }));
});

/** One page of `rows` from the offset cursor of `query`. */
function offsetPage<T>(rows: T[], query: URLSearchParams) {
  const from = Number(query.get('cursor') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  return { items: rows.slice(from, from + limit), nextCursor: from + limit < rows.length ? String(from + limit) : null };
}

/**
 * `GET /index/wallets/:a/bonds` over the fake chain: the wallet's sales in id order, and the totals
 * per payout token over all of them (vested = claimed + claimable, as the contract has it).
 */
export const walletBondsIndexHandler = http.get(`${API}/index/wallets/:address/bonds`, ({ params, request }) => {
  const wallet = String(params.address).toLowerCase();
  const ids = chain.userSaleIds[wallet] ?? [];
  const rows = ids.map((id) => {
    const [amount, claimed, claimable] = chain.positions[`${chain.sales[id - 1].address}:${wallet}`] ?? [0n, 0n, 0n];
    return { sale: fakeSaleItem(id - 1), position: { bought: amount.toString(), claimed: claimed.toString(), vested: (claimed + claimable).toString() } };
  });
  const totals = new Map<string, { token: string; symbol: string | null; decimals: number | null; bonds: number; bought: bigint; claimed: bigint; vested: bigint }>();
  for (const { sale, position } of rows) {
    const key = sale.token.toLowerCase();
    const token = chain.tokens[key];
    const total = totals.get(key) ?? { token: sale.token, symbol: token?.symbol ?? null, decimals: token?.decimals ?? null, bonds: 0, bought: 0n, claimed: 0n, vested: 0n };
    totals.set(key, { ...total, bonds: total.bonds + 1, bought: total.bought + BigInt(position.bought), claimed: total.claimed + BigInt(position.claimed), vested: total.vested + BigInt(position.vested) });
  }
  const { items, nextCursor } = offsetPage(rows, new URL(request.url).searchParams);
  return HttpResponse.json({
    ...indexAnswer(items, { indexedBlock: 100, head: 100 + saleIndex.lag, nextCursor }),
    totals: [...totals.values()].map((t) => ({ ...t, bought: t.bought.toString(), claimed: t.claimed.toString(), vested: t.vested.toString() })),
  });
});

export const handlers = [
  pricesHandler(api.usdPrices),
  saleIndexHandler,
  walletBondsIndexHandler,
  emptyActivityHandler,
  http.get(`${API}/sales/:id/metadata`, () =>
    HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No metadata' }, { status: 404 }),
  ),
  http.get(`${API}/sales/:id/price`, ({ params }) => {
    const price = salePriceAnswer(Number(params.id));
    return price.ok ? HttpResponse.json(price.body) : HttpResponse.json({ ...price.body, error: 'Error' }, { status: price.body.statusCode });
  }),
  http.get(`${API}/sales/summaries`, ({ request }) => {
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
    api.summaryCalls += 1;
    return HttpResponse.json({
      summaries: ids.map((saleId) => {
        const price = salePriceAnswer(Number(saleId));
        return { saleId, price: price.ok ? price.body : null, priceError: price.ok ? null : price.body, logoUrl: null };
      }),
    });
  }),
  http.get(`${API}/sales/:id/quote`, ({ params, request }) => {
    api.quoteCalls += 1;
    const price = salePriceAnswer(Number(params.id));
    if (!price.ok && price.body.statusCode === 503) return HttpResponse.json({ ...price.body, error: 'Service Unavailable' }, { status: 503 });
    if (api.quoteError) {
      return HttpResponse.json({ statusCode: api.quoteError.status, error: 'Error', message: api.quoteError.message }, { status: api.quoteError.status });
    }
    const id = Number(params.id);
    const amount = new URL(request.url).searchParams.get('tokenAmount') ?? '0';
    return HttpResponse.json(quoteFor(id, amount, api.prices[id] ?? E18, nowSeconds() + api.quoteDeadlineOffset));
  }),
];

export interface RenderOptions {
  connected?: boolean;
  /** the route pattern the page is mounted at, and the URL to open */
  route?: string;
  path?: string;
}

export function renderBond(ui: ReactNode, { connected = true, route = '/', path = '/' }: RenderOptions = {}) {
  const store = makeStore({ persistTransactions: false });
  if (connected) store.dispatch(walletConnected({ account: ACCOUNT, chainId: config.chain.id, connectorId: 'injected' }));
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ToastProvider>
        <ReviewProvider>
          <WalletChooserProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={ui} />
                <Route path="*" element={<div>elsewhere</div>} />
              </Routes>
            </MemoryRouter>
          </WalletChooserProvider>
        </ReviewProvider>
      </ToastProvider>
    </Provider>,
  );
  return { store, user, ...view };
}

export { NATIVE_TOKEN_ADDRESS };
