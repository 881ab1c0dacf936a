import { Connector, type Actions } from '@web3-react/types';
import type { WalletConnect, WalletConnectOptions } from '@web3-react/walletconnect-v2';

/**
 * WalletConnect v2, created only when the user picks it: the web3-react connector module and
 * WalletConnect's provider (with appkit and viem, several hundred KiB) arrive in a chunk of
 * their own on the first `activate`/`connectEagerly`, never with the page. It shares this
 * connector's `actions`, so web3-react's store sees the real connector's updates.
 */
export class LazyWalletConnect extends Connector {
  readonly #options: WalletConnectOptions;
  readonly #defaultChainId: number;
  #inner: Promise<WalletConnect> | null = null;

  constructor({
    actions,
    options,
    defaultChainId,
    onError,
  }: {
    actions: Actions;
    options: WalletConnectOptions;
    defaultChainId: number;
    onError?: (error: Error) => void;
  }) {
    super(actions, onError);
    this.#options = options;
    this.#defaultChainId = defaultChainId;
  }

  /** true once the real connector has been loaded (tests, diagnostics) */
  get loaded(): boolean {
    return this.#inner !== null;
  }

  #load(): Promise<WalletConnect> {
    if (!this.#inner) {
      this.#inner = import(/* webpackChunkName: "walletconnect" */ '@web3-react/walletconnect-v2')
        .then(
          ({ WalletConnect: RealWalletConnect }) =>
            new RealWalletConnect({
              actions: this.actions,
              options: this.#options,
              defaultChainId: this.#defaultChainId,
              onError: this.onError,
            }),
        )
        .catch((error: unknown) => {
          this.#inner = null; // a failed chunk load may succeed next time
          throw error;
        });
    }
    return this.#inner;
  }

  override async activate(chainId?: number): Promise<void> {
    const inner = await this.#load();
    try {
      await inner.activate(chainId ?? this.#defaultChainId);
    } finally {
      this.provider = inner.provider as Connector['provider'];
    }
  }

  override async connectEagerly(): Promise<void> {
    const inner = await this.#load();
    try {
      await inner.connectEagerly();
    } finally {
      this.provider = inner.provider as Connector['provider'];
    }
  }

  override async deactivate(): Promise<void> {
    const inner = this.#inner ? await this.#inner.catch(() => null) : null;
    this.provider = undefined;
    if (inner) await inner.deactivate();
    else this.actions.resetState();
  }
}
