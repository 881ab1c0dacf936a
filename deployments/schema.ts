/**
 * Shape of `deployments/<network>.json`: the single source of contract addresses for the
 * app (inlined by webpack), the API server and the tests. The dev stack writes
 * `devnet.json` after deploying; `bsc.json` holds production values.
 */
export interface DeployedToken {
  /** lowercase address; BNB is 0xeeee…eeee */
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  /** path under the app's public folder or an absolute URL */
  logoURI?: string;
}

export interface Deployment {
  /** bsc-testnet and rehearsal come from scripts/deploy (the rehearsal is a local chain dressed as mainnet) */
  network: 'devnet' | 'bsc' | 'bsc-testnet' | 'rehearsal';
  chainId: number;
  chainName: string;
  /** JSON-RPC endpoint the app and server read from */
  rpcUrl: string;
  /** every endpoint, rpcUrl first; the app falls back along this list when one fails */
  rpcUrls?: string[];
  /** block explorer base URL, or null on the dev chain (no explorer) */
  explorerUrl: string | null;
  /** block the deployment finished at; log scans start here */
  deploymentBlock: number;
  /** address whose EIP-712 signatures the bond sales accept */
  quoteSigner: string;
  contracts: {
    multicall3: string;
    wbnb: string;
    usdt: string;
    usd1: string;
    uniswapV2Factory: string;
    uniswapV2Router: string;
    bondFactory: string;
    stakingFactory: string;
  };
  /** tokens offered by the swap token list (BNB included) */
  tokens: DeployedToken[];
  /** dev only: named test tokens, e.g. sally, schm, noLiquidity */
  testTokens?: Record<string, string>;
}

export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
