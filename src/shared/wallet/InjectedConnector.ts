import { Connector, type Actions } from '@web3-react/types';
import { parseChainId, type Eip1193Provider } from './eip1193';

export class NoInjectedWalletError extends Error {
  constructor() {
    super('No browser wallet found. Install MetaMask or another browser wallet.');
    this.name = 'NoInjectedWalletError';
  }
}

/**
 * A web3-react connector over any injected EIP-1193 provider: `window.ethereum` or one
 * announced through EIP-6963. One implementation for both keeps connect, restore and events
 * identical whichever browser wallet the user picks. Chain switching is not its job
 * (see chainSwitch.ts).
 */
export class InjectedConnector extends Connector {
  #getTarget: () => Eip1193Provider | undefined;
  #attached: Eip1193Provider | undefined;

  constructor({
    actions,
    onError,
    getProvider,
  }: {
    actions: Actions;
    onError?: (error: Error) => void;
    getProvider: () => Eip1193Provider | undefined;
  }) {
    super(actions, onError);
    this.#getTarget = getProvider;
  }

  /** EIP-6963: point the connector at the wallet the user picked. */
  setProviderSource(getProvider: () => Eip1193Provider | undefined): void {
    this.#getTarget = getProvider;
  }

  #onChainChanged = (chainId: unknown) => {
    this.actions.update({ chainId: parseChainId(chainId) });
  };

  #onAccountsChanged = (accounts: string[]) => {
    if (!accounts || accounts.length === 0) this.actions.resetState();
    else this.actions.update({ accounts });
  };

  #onDisconnect = (error: { code?: number } & Error) => {
    // 1013: MetaMask is reconnecting by itself
    if (error?.code === 1013) return;
    this.actions.resetState();
    this.onError?.(error);
  };

  #attach(): Eip1193Provider {
    const target = this.#getTarget();
    if (!target) throw new NoInjectedWalletError();
    if (this.#attached !== target) {
      this.#detach();
      target.on?.('chainChanged', this.#onChainChanged);
      target.on?.('accountsChanged', this.#onAccountsChanged);
      target.on?.('disconnect', this.#onDisconnect);
      this.#attached = target;
    }
    this.provider = target as unknown as Connector['provider'];
    return target;
  }

  #detach(): void {
    const previous = this.#attached;
    if (!previous) return;
    previous.removeListener?.('chainChanged', this.#onChainChanged);
    previous.removeListener?.('accountsChanged', this.#onAccountsChanged);
    previous.removeListener?.('disconnect', this.#onDisconnect);
    this.#attached = undefined;
  }

  /** Restores an authorised session with eth_accounts (never opens the wallet). */
  override async connectEagerly(): Promise<void> {
    const cancel = this.actions.startActivation();
    try {
      const provider = this.#attach();
      const accounts = (await provider.request({ method: 'eth_accounts' })) as string[];
      if (!accounts?.length) throw new Error('No authorised account');
      const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
      this.actions.update({ accounts, chainId });
    } catch (error) {
      cancel();
      this.actions.resetState();
      throw error;
    }
  }

  override async activate(): Promise<void> {
    const cancel = this.actions.startActivation();
    try {
      const provider = this.#attach();
      // accounts first: wallets may hold eth_chainId until the user has picked an account
      const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
      if (!accounts?.length) throw new Error('The wallet returned no account');
      const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
      this.actions.update({ accounts, chainId });
    } catch (error) {
      cancel();
      throw error;
    }
  }

  override deactivate(): void {
    this.#detach();
    this.provider = undefined;
    this.actions.resetState();
  }
}
