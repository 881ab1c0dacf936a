/**
 * The injected EIP-1193 test wallet.
 *
 * The page gets a small `window.ethereum` (isMetaMask: true) whose `request` calls go
 * through a Playwright binding to a `TestWallet` object on the Node side, which holds the
 * wallet's state (authorised? which chain?) and signs with a dev-chain key. Because the
 * state lives in Node, it survives reloads: an authorised site is reconnected eagerly
 * (`eth_accounts` answers the account) without any `eth_requestAccounts` popup, as in a
 * real wallet.
 */
import type { BrowserContext } from 'playwright-core';
import { HDNodeWallet, TypedDataField, getAddress, getBytes, isHexString } from 'ethers';
import { devWallet, provider, rawRpc } from './chain';

export interface WalletErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

export interface WalletRequestRecord {
  method: string;
  params: unknown;
  /** Date.now() when the request reached the wallet */
  at: number;
  result?: unknown;
  error?: WalletErrorObject;
}

/** Chain ids as wallets report them: 0x-prefixed hex without leading zeros ('0x1', '0x7a69'). */
export function chainHex(chainId: number): string {
  return `0x${chainId.toString(16)}`;
}

export const USER_REJECTED: WalletErrorObject = { code: 4001, message: 'User rejected the request.' };

export interface TestWalletOptions {
  account: number;
  /** chain the wallet starts on (the stack's chain unless told otherwise, e.g. 1 for wrong-chain tests) */
  chainId: number;
  /** chain ids the wallet can switch to without wallet_addEthereumChain (default: 1, 56 and the stack's chain) */
  knownChains: number[];
  /** the stack's chain id: the only chain eth_sendTransaction will send on */
  stackChainId: number;
  /** whether the site starts authorised (as after an earlier visit) */
  authorized: boolean;
  /** ms the 'user' takes to answer a request that needs approval (default 0) */
  approvalDelayMs?: number;
}

/** Requests a real wallet shows to the user for approval (and so answers only after a while). */
export const APPROVAL_METHODS: ReadonlySet<string> = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
]);

/** EIP-6963 info the harness announces when asked. */
export const TEST_WALLET_INFO = {
  uuid: '5b0c0b84-6ad3-4a6c-9d4f-3f1c2d8e7a10',
  name: 'Test Wallet',
  rdns: 'dev.localhost.testwallet',
  icon:
    'data:image/svg+xml;base64,' +
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#6366F1"/><text x="16" y="21" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">TW</text></svg>',
    ).toString('base64'),
};

type Matcher = string | undefined;

/** Node side of the injected wallet. One per AppSession. */
export class TestWallet {
  accountIndex: number;
  signer: HDNodeWallet;
  chainId: number;
  readonly knownChains: Set<number>;
  readonly stackChainId: number;
  authorized: boolean;
  /**
   * How long the 'user' takes to approve or reject a request of APPROVAL_METHODS. A real
   * wallet is never instant; with 0 a loading toast may be replaced before it ever shows.
   */
  approvalDelayMs: number;
  /** every request the page made, in order, with its answer */
  readonly requests: WalletRequestRecord[] = [];
  /** params of every wallet_watchAsset request (answered true) */
  readonly watchedAssets: unknown[] = [];
  /** params of every wallet_addEthereumChain request */
  readonly addedChains: unknown[] = [];
  private rejections: Matcher[] = [];
  private context: BrowserContext | undefined;

  constructor(options: TestWalletOptions) {
    this.accountIndex = options.account;
    this.signer = devWallet(options.account).connect(provider());
    this.chainId = options.chainId;
    this.knownChains = new Set(options.knownChains);
    this.stackChainId = options.stackChainId;
    this.authorized = options.authorized;
    this.approvalDelayMs = options.approvalDelayMs ?? 0;
  }

  /** Checksummed address of the current account. */
  get address(): string {
    return this.signer.address;
  }

  /** The next request (whose method is `method`, or any request) fails with code 4001. Stackable. */
  rejectNext(method?: string): void {
    this.rejections.push(method);
  }

  /** Requests made with `method`, oldest first. */
  requestsOf(method: string): WalletRequestRecord[] {
    return this.requests.filter((r) => r.method === method);
  }

  /** Forget the recorded requests (e.g. before the step a test measures). */
  clearRequests(): void {
    this.requests.length = 0;
  }

  /** Switch account as the user would in the wallet: emits accountsChanged. */
  async switchAccount(index: number): Promise<void> {
    this.accountIndex = index;
    this.signer = devWallet(index).connect(provider());
    if (this.authorized) await this.emit('accountsChanged', [this.address]);
  }

  /** Switch chain from inside the wallet (not asked by the app): emits chainChanged. */
  async switchChain(chainId: number): Promise<void> {
    this.knownChains.add(chainId);
    this.chainId = chainId;
    await this.emit('chainChanged', chainHex(chainId));
  }

  /** The user revokes the site's permission in the wallet: emits accountsChanged []. */
  async revoke(): Promise<void> {
    this.authorized = false;
    await this.emit('accountsChanged', []);
  }

  /** Installs the binding and the provider script into a browser context (before any page loads). */
  async attach(context: BrowserContext, announce6963: boolean): Promise<void> {
    this.context = context;
    await context.exposeBinding('__testWalletRequest', async (_source, payload: { method: string; params?: unknown }) =>
      this.handle(payload),
    );
    await context.addInitScript({
      content: `${INJECTED_PROVIDER}(${JSON.stringify({ announce6963, info: TEST_WALLET_INFO })});`,
    });
  }

  /** Emits an EIP-1193 event to every page of the context. */
  async emit(event: string, payload: unknown): Promise<void> {
    if (!this.context) return;
    await Promise.all(
      this.context.pages().map((page) =>
        page
          .evaluate(
            ([name, data]) => (window as unknown as { __testWalletEmit?: (e: string, d: unknown) => void }).__testWalletEmit?.(name, data),
            [event, payload] as const,
          )
          .catch(() => undefined /* page navigating or closed: it will read state afresh */),
      ),
    );
  }

  private takeRejection(method: string): boolean {
    const index = this.rejections.findIndex((m) => m === undefined || m === method);
    if (index < 0) return false;
    this.rejections.splice(index, 1);
    return true;
  }

  async handle(payload: { method: string; params?: unknown }): Promise<{ result?: unknown; error?: WalletErrorObject }> {
    const record: WalletRequestRecord = { method: payload.method, params: payload.params, at: Date.now() };
    this.requests.push(record);
    let answer: { result?: unknown; error?: WalletErrorObject };
    if (this.approvalDelayMs > 0 && APPROVAL_METHODS.has(payload.method)) {
      await new Promise((resolve) => setTimeout(resolve, this.approvalDelayMs));
    }
    try {
      answer = this.takeRejection(payload.method)
        ? { error: USER_REJECTED }
        : await this.dispatch(payload.method, Array.isArray(payload.params) ? payload.params : []);
    } catch (error) {
      answer = { error: toWalletError(error) };
    }
    if (answer.error) record.error = answer.error;
    else record.result = answer.result;
    return answer;
  }

  private requireAuthorized(): WalletErrorObject | undefined {
    return this.authorized ? undefined : { code: 4100, message: 'The requested account and/or method has not been authorized by the user.' };
  }

  private checkFrom(from: unknown): WalletErrorObject | undefined {
    if (typeof from === 'string' && from.toLowerCase() !== this.address.toLowerCase()) {
      return { code: 4100, message: `Test wallet holds ${this.address}, not ${from}` };
    }
    return undefined;
  }

  private async dispatch(method: string, params: unknown[]): Promise<{ result?: unknown; error?: WalletErrorObject }> {
    switch (method) {
      case 'eth_requestAccounts': {
        const wasAuthorized = this.authorized;
        this.authorized = true;
        if (!wasAuthorized) void this.emit('accountsChanged', [this.address]);
        return { result: [this.address] };
      }
      case 'eth_accounts':
        return { result: this.authorized ? [this.address] : [] };
      case 'eth_chainId':
        return { result: chainHex(this.chainId) };
      case 'net_version':
        return { result: String(this.chainId) };
      case 'wallet_requestPermissions':
        this.authorized = true;
        return { result: [{ parentCapability: 'eth_accounts' }] };
      case 'wallet_getPermissions':
        return { result: this.authorized ? [{ parentCapability: 'eth_accounts' }] : [] };
      case 'wallet_revokePermissions':
        this.authorized = false;
        return { result: null };
      case 'wallet_switchEthereumChain': {
        const target = Number(BigInt((params[0] as { chainId: string }).chainId));
        if (!this.knownChains.has(target)) {
          return { error: { code: 4902, message: `Unrecognized chain ID "${chainHex(target)}". Try adding the chain using wallet_addEthereumChain first.` } };
        }
        if (target !== this.chainId) {
          this.chainId = target;
          await this.emit('chainChanged', chainHex(target));
        }
        return { result: null };
      }
      case 'wallet_addEthereumChain': {
        const chain = params[0] as { chainId: string };
        this.addedChains.push(chain);
        const target = Number(BigInt(chain.chainId));
        this.knownChains.add(target);
        // MetaMask offers to switch right after adding; the user accepts here.
        if (target !== this.chainId) {
          this.chainId = target;
          await this.emit('chainChanged', chainHex(target));
        }
        return { result: null };
      }
      case 'wallet_watchAsset':
        this.watchedAssets.push(params.length === 1 ? params[0] : (params as unknown));
        return { result: true };
      case 'personal_sign': {
        const denied = this.requireAuthorized() ?? this.checkFrom(params[1]);
        if (denied) return { error: denied };
        const message = params[0] as string;
        const signature = await this.signer.signMessage(isHexString(message) ? getBytes(message) : message);
        return { result: signature };
      }
      case 'eth_sign':
        return { error: { code: 4200, message: 'eth_sign is not supported by the test wallet' } };
      case 'eth_signTypedData_v4': {
        const denied = this.requireAuthorized() ?? this.checkFrom(params[0]);
        if (denied) return { error: denied };
        const typed = (typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1]) as {
          domain: Record<string, unknown>;
          types: Record<string, TypedDataField[]>;
          message: Record<string, unknown>;
        };
        const { EIP712Domain: _domainType, ...types } = typed.types;
        return { result: await this.signer.signTypedData(typed.domain, types, typed.message) };
      }
      case 'eth_sendTransaction': {
        const denied = this.requireAuthorized();
        if (denied) return { error: denied };
        const tx = params[0] as Record<string, string | undefined>;
        const wrongFrom = this.checkFrom(tx.from);
        if (wrongFrom) return { error: wrongFrom };
        if (this.chainId !== this.stackChainId) {
          // A real wallet would send this on chain `this.chainId`; the app must switch first.
          return { error: { code: -32603, message: `Test wallet is on chain ${this.chainId}; refusing a transaction meant for ${this.stackChainId}` } };
        }
        const sent = await this.signer.sendTransaction({
          to: tx.to ? getAddress(tx.to) : undefined,
          data: tx.data ?? tx.input,
          value: tx.value !== undefined ? BigInt(tx.value) : undefined,
          gasLimit: tx.gas ?? tx.gasLimit,
          gasPrice: tx.gasPrice,
          maxFeePerGas: tx.maxFeePerGas,
          maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
          chainId: this.stackChainId,
        });
        return { result: sent.hash };
      }
      default:
        // Reads (eth_call, eth_estimateGas, eth_getBalance, receipts, …) go to the node as is.
        return rawRpc(method, params);
    }
  }
}

/** Maps an ethers or node error to the EIP-1193 error object a wallet would return. */
function toWalletError(error: unknown): WalletErrorObject {
  const e = error as {
    info?: { error?: WalletErrorObject };
    error?: WalletErrorObject;
    data?: unknown;
    shortMessage?: string;
    message?: string;
  };
  const inner = e.info?.error ?? e.error;
  if (inner && typeof inner.code === 'number') {
    return { code: inner.code, message: inner.message, ...(inner.data !== undefined ? { data: inner.data } : e.data !== undefined ? { data: e.data } : {}) };
  }
  return {
    code: -32603,
    message: e.shortMessage ?? e.message ?? String(error),
    ...(e.data !== undefined ? { data: e.data } : {}),
  };
}

/**
 * Runs in the page before any of its scripts (context.addInitScript): defines
 * window.ethereum and, if asked, announces it through EIP-6963. Kept as plain JavaScript
 * source so no transpiler (swc under jest, esbuild under tsx) can inject helpers into it
 * that do not exist in the page.
 */
const INJECTED_PROVIDER = String.raw`(function (options) {
  var listeners = new Map();
  var bridge = window.__testWalletRequest;
  function rpcError(code, message, data) {
    var error = new Error(message);
    error.code = code;
    if (data !== undefined) error.data = data;
    return error;
  }
  var provider = {
    isMetaMask: true,
    isTestWallet: true,
    request: function (args) {
      if (!args || typeof args.method !== 'string') return Promise.reject(rpcError(-32600, 'Invalid request'));
      return bridge({ method: args.method, params: args.params }).then(function (answer) {
        if (answer.error) throw rpcError(answer.error.code, answer.error.message, answer.error.data);
        return answer.result;
      });
    },
    isConnected: function () { return true; },
    on: function (event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(listener);
      return provider;
    },
    addListener: function (event, listener) { return provider.on(event, listener); },
    once: function (event, listener) {
      var wrapped = function (payload) { provider.removeListener(event, wrapped); listener(payload); };
      return provider.on(event, wrapped);
    },
    removeListener: function (event, listener) {
      var set = listeners.get(event);
      if (set) set.delete(listener);
      return provider;
    },
    off: function (event, listener) { return provider.removeListener(event, listener); },
    removeAllListeners: function (event) {
      if (event) listeners.delete(event); else listeners.clear();
      return provider;
    },
    listenerCount: function (event) { var set = listeners.get(event); return set ? set.size : 0; },
    enable: function () { return provider.request({ method: 'eth_requestAccounts' }); }
  };
  window.__testWalletEmit = function (event, payload) {
    var set = listeners.get(event);
    if (!set) return;
    Array.from(set).forEach(function (listener) {
      try { listener(payload); } catch (error) { console.error(error); }
    });
  };
  Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, enumerable: true, writable: false });
  window.dispatchEvent(new Event('ethereum#initialized'));
  if (options.announce6963) {
    var detail = Object.freeze({ info: Object.freeze(Object.assign({}, options.info)), provider: provider });
    var announce = function () { window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail })); };
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  }
})`;
