/**
 * Stands in for `@walletconnect/ethereum-provider` inside `@web3-react/walletconnect-v2`
 * (webpack aliases the connector's `require` to this file; see webpack.config.ts).
 *
 * The connector only ever calls `default.init(options)`. Forwarding that call through a real
 * `import()` puts WalletConnect's provider (with appkit and viem, several hundred KiB) into its
 * own chunk, fetched when the user picks WalletConnect, never on page load.
 */
import type EthereumProviderClass from '@walletconnect/ethereum-provider';

type InitOptions = Parameters<typeof EthereumProviderClass.init>[0];

const LazyEthereumProvider = {
  async init(options: InitOptions): Promise<EthereumProviderClass> {
    const module = await import(
      /* webpackChunkName: "walletconnect-provider" */ '@walletconnect/ethereum-provider'
    );
    return module.default.init(options);
  },
};

export default LazyEthereumProvider;
