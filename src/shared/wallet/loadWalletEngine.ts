/**
 * The one door to the wallet engine (walletEngine.ts, web3-react's connectors): it arrives in its
 * own chunk when a wallet is first connected or restored, never for a visitor who does not
 * connect. Code that reacts to the engine (the connector → store sync) registers with
 * `onWalletEngine` and runs as soon as it is there.
 */
export type WalletEngine = typeof import('./walletEngine');

let loaded: WalletEngine | undefined;
let loading: Promise<WalletEngine> | undefined;
const listeners = new Set<(engine: WalletEngine) => void>();

export function loadWalletEngine(): Promise<WalletEngine> {
  loading ??= import(/* webpackChunkName: "wallet" */ './walletEngine').then(
    (engine) => {
      loaded = engine;
      // before any caller's continuation: a connector event is never missed by the sync
      listeners.forEach((listener) => listener(engine));
      return engine;
    },
    (error: unknown) => {
      loading = undefined; // a failed chunk load (flaky network) may succeed on the next call
      throw error;
    },
  );
  return loading;
}

/** The engine if it has been loaded (a connected wallet implies it has). */
export function loadedWalletEngine(): WalletEngine | undefined {
  return loaded;
}

/** Runs `listener` with the engine now if loaded, else once it loads. Returns the unsubscribe. */
export function onWalletEngine(listener: (engine: WalletEngine) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
