import type { Eip1193Provider } from '../wallet/eip1193';

/**
 * A scriptable EIP-1193 wallet for unit tests: records requests, answers from `state`,
 * emits events, and can reject or fail a method.
 */
export class FakeEip1193 implements Eip1193Provider {
  isMetaMask = true;
  requests: Array<{ method: string; params?: unknown }> = [];
  accounts: string[];
  authorised: boolean;
  chainId: number;
  knownChains: Set<number>;
  /** method → error to throw on its next call */
  failNext = new Map<string, unknown>();
  /** wallet_addEthereumChain adds the chain but leaves the wallet where it was */
  addWithoutSwitch = false;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- EIP-1193 listeners take event-specific arguments; unknown[] would reject every typed listener
  #listeners = new Map<string, Set<(...args: any[]) => void>>();

  constructor({
    accounts = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    chainId = 31337,
    authorised = false,
    knownChains = [chainId],
  }: { accounts?: string[]; chainId?: number; authorised?: boolean; knownChains?: number[] } = {}) {
    this.accounts = accounts;
    this.chainId = chainId;
    this.authorised = authorised;
    this.knownChains = new Set(knownChains);
  }

  async request({ method, params }: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown> {
    this.requests.push({ method, params });
    const failure = this.failNext.get(method);
    if (failure !== undefined) {
      this.failNext.delete(method);
      throw failure;
    }
    switch (method) {
      case 'eth_requestAccounts':
        this.authorised = true;
        return this.accounts;
      case 'eth_accounts':
        return this.authorised ? this.accounts : [];
      case 'eth_chainId':
        return `0x${this.chainId.toString(16)}`;
      case 'wallet_switchEthereumChain': {
        const target = Number.parseInt((params as Array<{ chainId: string }>)[0].chainId, 16);
        if (!this.knownChains.has(target)) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 });
        this.setChain(target);
        return null;
      }
      case 'wallet_addEthereumChain': {
        const target = Number.parseInt((params as Array<{ chainId: string }>)[0].chainId, 16);
        this.knownChains.add(target);
        if (!this.addWithoutSwitch) this.setChain(target);
        return null;
      }
      default:
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
    }
  }

  setChain(chainId: number): void {
    this.chainId = chainId;
    this.emit('chainChanged', `0x${chainId.toString(16)}`);
  }

  setAccounts(accounts: string[]): void {
    this.accounts = accounts;
    this.emit('accountsChanged', accounts);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- EIP-1193 listeners take event-specific arguments; unknown[] would reject every typed listener
  on(event: string, listener: (...args: any[]) => void): void {
    if (!this.#listeners.has(event)) this.#listeners.set(event, new Set());
    this.#listeners.get(event)!.add(listener);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- EIP-1193 listeners take event-specific arguments; unknown[] would reject every typed listener
  removeListener(event: string, listener: (...args: any[]) => void): void {
    this.#listeners.get(event)?.delete(listener);
  }

  emit(event: string, ...args: unknown[]): void {
    this.#listeners.get(event)?.forEach((listener) => listener(...args));
  }

  methods(): string[] {
    return this.requests.map((r) => r.method);
  }
}

export const userRejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
