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
  /** first block of the deployment's own contracts (the factories): the event index backfills from it */
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
  /** the DEXes the swap API routes through (mainnet: PancakeSwap V2 and V3) */
  dex: DexConfig;
  /** tokens offered by the swap token list (BNB included) */
  tokens: DeployedToken[];
  /** dev only: named test tokens, e.g. sally, schm, noLiquidity */
  testTokens?: Record<string, string>;
}

/** A V3 fee tier: fee in millionths of the amount in, and the tick spacing the factory gives it. */
export interface V3FeeTier {
  fee: number;
  tickSpacing: number;
}

/**
 * DEX configuration, so the same router code serves the dev chain (Uniswap V2 + V3 from npm
 * artifacts) and mainnet (PancakeSwap V2 + V3: other fees, tiers, init-code hashes and a pool
 * deployer separate from the factory).
 */
export interface DexConfig {
  v2: {
    factory: string;
    /** keccak256 of the pair creation code: pair addresses are computed, never looked up */
    initCodeHash: string;
    /** swap fee in millionths (Uniswap 3000, PancakeSwap 2500) */
    feePpm: number;
  };
  v3: {
    factory: string;
    /** the CREATE2 deployer of pools (the factory itself on Uniswap, a PoolDeployer on PancakeSwap) */
    poolDeployer: string;
    initCodeHash: string;
    feeTiers: V3FeeTier[];
    /** SwapRouter02 (PancakeSwap: SmartRouter), executes V2 and V3 hops in one transaction */
    swapRouter02: string;
    quoterV2: string;
    tickLens: string;
    positionManager: string;
  };
  /** tokens a route may pass through (WBNB, USDT, USD1) */
  baseTokens: string[];
}
