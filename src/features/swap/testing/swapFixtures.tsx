import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { Provider } from 'react-redux';
import { makeStore } from '../../../shared/store/store';
import { config, NATIVE_TOKEN_ADDRESS } from '../../../config';
import { ReviewProvider } from '../../../shared/review/ReviewProvider';
import { ToastProvider } from '../../../shared/toast/ToastProvider';
import { WalletChooserProvider } from '../../../shared/ui/walletChooserContext';
import { walletConnected } from '../../../shared/wallet/walletSlice';
import type { SwapToken } from '../lib/tokens';

/** Test data and helpers for the swap card's component tests (msw against absolute API URLs). */
export const API = config.apiBase;
export const E18 = 10n ** 18n;
export const ACCOUNT = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';

export const BNB: SwapToken = { address: NATIVE_TOKEN_ADDRESS, symbol: 'BNB', name: 'BNB', decimals: 18 };
export const USDT: SwapToken = { address: config.contracts.usdt.toLowerCase(), symbol: 'USDT', name: 'Tether USD', decimals: 18 };
export const SALLY: SwapToken = { address: '0x' + 'a1'.repeat(20), symbol: 'SALLY', name: 'Sally', decimals: 18 };
export const NOLIQ: SwapToken = { address: '0x' + 'b2'.repeat(20), symbol: 'NOLIQ', name: 'No Liquidity Token', decimals: 18 };
export const WBNB: SwapToken = { address: config.contracts.wbnb.toLowerCase(), symbol: 'WBNB', name: 'Wrapped BNB', decimals: 18 };
export const TOKENS = [BNB, USDT, SALLY, NOLIQ, WBNB];

export const PRICES: Record<string, number> = { [BNB.address]: 600, [WBNB.address]: 600, [USDT.address]: 1, [SALLY.address]: 0.75 };

export interface QuoteCall {
  src: string;
  dst: string;
  amount: string;
  at: number;
}

/** BNB→USDT at 600, BNB↔WBNB 1:1, everything else 2:1 */
function defaultQuote(q: { src: string; dst: string; amount: bigint }): bigint {
  if (q.src === BNB.address && q.dst === USDT.address) return q.amount * 600n;
  if ((q.src === BNB.address && q.dst === WBNB.address) || (q.src === WBNB.address && q.dst === BNB.address)) return q.amount;
  return q.amount * 2n;
}

const DEFAULT_BALANCES: Record<string, string> = {
  [BNB.address]: (2n * E18).toString(),
  [USDT.address]: (1000n * E18).toString(),
  [SALLY.address]: (5n * E18).toString(),
};

/** Mutable per-test behaviour of the fake API. */
export const api = {
  quoteCalls: [] as QuoteCall[],
  tokenCalls: 0,
  /** dstAmount for a quote; default: BNB→USDT at 600, everything else 2:1 */
  quote: (q: { src: string; dst: string; amount: bigint }): bigint => defaultQuote(q),
  /** ms to hold a quote answer, per amount */
  quoteDelay: (_amount: bigint): number => 0,
  /** more fields of the quote answer (protocols, priceImpact) */
  quoteExtra: {} as Record<string, unknown>,
  /**
   * What the wallet holds, as the chain answers it (swapChainClient); a token not in it answers no
   * balance (its read reverts), so the card shows none for it
   */
  balances: { ...DEFAULT_BALANCES } as Record<string, string>,
  /** the wallet's allowance of any token to the swap router, on chain */
  allowance: '0',
  /** the chain node refuses reads (no balance can be read) */
  chainDown: false,
  /** the node refuses the allowance read alone */
  allowanceDown: false,
  approveTxCalls: [] as { tokenAddress: string; amount: string }[],
  swapTxCalls: [] as Record<string, string>[],
  reset() {
    this.quoteCalls = [];
    this.tokenCalls = 0;
    this.balances = { ...DEFAULT_BALANCES };
    this.quote = defaultQuote;
    this.quoteDelay = () => 0;
    this.quoteExtra = {};
    this.allowance = '0';
    this.chainDown = false;
    this.allowanceDown = false;
    this.approveTxCalls = [];
    this.swapTxCalls = [];
  },
};

/**
 * The chain as chainApi reads it: the wallet's balances and its allowance to the swap router (the
 * card reads neither from the API). Mock loadChainClient with it in a test file:
 * `jest.mock('../../shared/chain/loadChainClient', () => ({ loadChainClient: async () => (await import('./testing/swapFixtures')).swapChainClient }))`.
 */
export const swapChainClient = {
  readBalance: async (token: string) => {
    if (api.chainDown) throw new Error('RPC endpoint answered HTTP 500');
    const balance = api.balances[token.toLowerCase()];
    if (balance === undefined) throw Object.assign(new Error('execution reverted'), { code: 'CALL_EXCEPTION' });
    return balance;
  },
  contracts: {
    erc20: () => ({
      allowance: async () => {
        if (api.chainDown || api.allowanceDown) throw new Error('RPC endpoint answered HTTP 500');
        return BigInt(api.allowance);
      },
    }),
  },
};

export const handlers = [
  http.get(`${API}/v1/tokens`, () => {
    api.tokenCalls += 1;
    return HttpResponse.json({ tokens: Object.fromEntries(TOKENS.map((t) => [t.address, t])) });
  }),
  http.get(`${API}/v1/prices`, () => HttpResponse.json({ prices: PRICES })),
  http.get(`${API}/v1/quote`, async ({ request }) => {
    const url = new URL(request.url);
    const src = url.searchParams.get('src') ?? '';
    const dst = url.searchParams.get('dst') ?? '';
    const amount = url.searchParams.get('amount') ?? '0';
    api.quoteCalls.push({ src, dst, amount, at: Date.now() });
    if (dst === NOLIQ.address || src === NOLIQ.address) {
      return HttpResponse.json(
        { statusCode: 400, error: 'Bad Request', message: 'Insufficient liquidity: no route between these tokens' },
        { status: 400 },
      );
    }
    const wait = api.quoteDelay(BigInt(amount));
    if (wait > 0) await delay(wait);
    return HttpResponse.json({
      dstAmount: api.quote({ src, dst, amount: BigInt(amount) }).toString(),
      gas: 150000,
      gasPrice: '3000000000',
      ...api.quoteExtra,
    });
  }),
  http.get(`${API}/v1/approve-tx`, ({ request }) => {
    const url = new URL(request.url);
    api.approveTxCalls.push({ tokenAddress: url.searchParams.get('tokenAddress') ?? '', amount: url.searchParams.get('amount') ?? '' });
    return HttpResponse.json({ to: url.searchParams.get('tokenAddress'), data: '0x095ea7b3', value: '0', gasPrice: '1' });
  }),
  http.get(`${API}/v1/swap-tx`, ({ request }) => {
    const url = new URL(request.url);
    api.swapTxCalls.push(Object.fromEntries(url.searchParams.entries()));
    return HttpResponse.json({
      dstAmount: '1',
      tx: { from: ACCOUNT, to: '0x' + 'cd'.repeat(20), data: '0x1234', value: url.searchParams.get('amount'), gas: 200000, gasPrice: '1' },
    });
  }),
];

export function setLocation(search: string) {
  window.history.replaceState({}, '', `/${search}`);
}

export interface RenderOptions {
  connected?: boolean;
  chainId?: number;
  advanceTimers?: (ms: number) => void | Promise<void>;
}

export async function renderSwap(ui: ReactNode, { connected = true, chainId = config.chain.id, advanceTimers }: RenderOptions = {}) {
  const store = makeStore({ persistTransactions: false });
  if (connected) store.dispatch(walletConnected({ account: ACCOUNT, chainId, connectorId: 'injected' }));
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <Provider store={store}>
      <ToastProvider>
        <WalletChooserProvider>
          <ReviewProvider>{ui}</ReviewProvider>
        </WalletChooserProvider>
      </ToastProvider>
    </Provider>,
  );
  return { store, user, ...view };
}
