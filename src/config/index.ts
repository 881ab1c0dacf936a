import deployment from '@deployment';
import type { Deployment } from '../../common/deployment/schema';
import { partners } from '../../common/partners';
import { NATIVE_TOKEN_ADDRESS } from '../../common/chain/nativeToken';
import { targetNetworkName } from '../../common/chain/networkName';

/**
 * The one typed configuration object of the app (DESIGN.md section 6, SPEC section 9).
 * Build-time values come from webpack's DefinePlugin (`process.env.API_BASE`, `RPC_URL`, `RPC_URLS`,
 * `DEPLOYMENT`, `WALLETCONNECT_PROJECT_ID`, `CONTACT_EMAIL`, `VERIFIED_SALES`, `VERIFIED_POOLS`); the deployment JSON is inlined through the
 * `@deployment` alias.
 */

/**
 * Reads a build-time variable. DefinePlugin replaces the exact expression inside `read`;
 * when a variable is not defined there is no `process` in the browser, hence the try.
 */
function buildEnv(read: () => string | undefined): string | undefined {
  try {
    const value = read();
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

const env = {
  apiBase: buildEnv(() => process.env.API_BASE),
  rpcUrl: buildEnv(() => process.env.RPC_URL),
  rpcUrls: buildEnv(() => process.env.RPC_URLS),
  deployment: buildEnv(() => process.env.DEPLOYMENT),
  walletConnectProjectId: buildEnv(() => process.env.WALLETCONNECT_PROJECT_ID),
  contactEmail: buildEnv(() => process.env.CONTACT_EMAIL),
  verifiedSales: buildEnv(() => process.env.VERIFIED_SALES),
  verifiedPools: buildEnv(() => process.env.VERIFIED_POOLS),
};

/** '1, 7,12' → [1, 7, 12]: a build-time list of listing ids; anything not a whole number is dropped. */
export function idList(text: string | undefined): number[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => /^\d+$/.test(item))
    .map(Number);
}

/** Marks every value the specification leaves to the operator; grep for it before launch. */
export const PLACEHOLDER_PREFIX = 'https://example.com/REPLACE-ME';

/** Re-exported so app code keeps one import for its constants; defined once in `common/`. */
export { NATIVE_TOKEN_ADDRESS };

const isDevnet = deployment.network === 'devnet';

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export interface ChainConfig {
  /** 56 on BSC, 31337 on the dev stack (DESIGN.md section 5: never 56 for dev contracts) */
  id: number;
  /** the id as EIP-1193 wants it: '0x38' */
  hexId: string;
  name: string;
  /** what texts call it: 'Please switch to BSC Mainnet' on BNB Smart Chain, the deployment's name elsewhere */
  networkName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /** milliseconds */
  blockTime: number;
  multicall3: string;
  /** BscScan base URL, or null on the dev chain (no explorer) */
  explorerUrl: string | null;
  /** the preferred endpoint: rpcUrls[0] */
  rpcUrl: string;
  /** every endpoint the read provider falls back along (RPC_URLS, else RPC_URL, else the deployment's list) */
  rpcUrls: string[];
}

function splitList(value: string): string[] {
  return value.split(',').map((item) => item.trim()).filter(Boolean);
}

const rpcUrls = env.rpcUrls
  ? splitList(env.rpcUrls)
  : env.rpcUrl
    ? [env.rpcUrl]
    : deployment.rpcUrls && deployment.rpcUrls.length > 0
      ? deployment.rpcUrls
      : [deployment.rpcUrl];

const chain: ChainConfig = {
  id: deployment.chainId,
  hexId: `0x${deployment.chainId.toString(16)}`,
  name: deployment.chainName,
  networkName: targetNetworkName(deployment),
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  blockTime: 750,
  multicall3: deployment.contracts.multicall3,
  explorerUrl: deployment.explorerUrl ? stripTrailingSlash(deployment.explorerUrl) : null,
  rpcUrl: rpcUrls[0]!,
  rpcUrls,
};

export const config = {
  /** 'devnet' | 'bsc' */
  network: deployment.network,
  deploymentName: env.deployment ?? deployment.network,
  deployment: deployment as Deployment,
  chain,
  chainId: chain.id,
  /** no trailing slash; the dev stack's API by default on devnet */
  apiBase: stripTrailingSlash(
    env.apiBase ?? (isDevnet ? 'http://127.0.0.1:8787' : 'https://api.example.com/REPLACE-ME'),
  ),
  contracts: deployment.contracts,
  /** the router swaps go through: the spender of the swap card's approvals */
  swapRouter: deployment.dex.v3.swapRouter02,
  tokens: deployment.tokens,
  nativeToken: {
    address: NATIVE_TOKEN_ADDRESS,
    symbol: 'BNB',
    name: 'BNB',
    decimals: 18,
  },

  /** SPEC section 9 timings, all in milliseconds unless the name says otherwise */
  timing: {
    quoteTTL: 60_000,
    quoteDebounce: 500,
    tokenPolling: 1_800_000,
    tokenSessionCache: 30 * 60_000,
    pricePolling: 60_000,
    apiTimeout: 10_000,
    walletPolling: 15_000,
    bondQuoteRefetch: 5_000,
  },
  /**
   * `hangTimeout`: how long one read waits for an endpoint that accepted the request but does not
   * answer (a hung node); such an endpoint is not asked again within the same read, so a screen
   * shows its error and Retry within 10 s instead of after three full API timeouts.
   */
  rpc: { retries: 2, retryDelay: 1_000, batch: true, hangTimeout: 7_000 },
  /** RTK Query defaults (DESIGN.md section 6) */
  cache: {
    keepUnusedDataFor: 300,
    maxRetries: 1,
    refetchOnFocus: false,
    tokenInfoSeconds: 300,
    metadataSeconds: 300,
  },
  lists: { staleSeconds: 30, refetchMs: 60_000, pageSize: 100 },

  /** percent */
  defaultSlippage: 0.5,
  referrer: undefined as string | undefined,
  feeBps: undefined as number | undefined,
  /** 1% on proceeds withdrawal */
  platformFeeBps: 100,
  /** 0.002 BNB in wei, shown when the factory's fee cannot be read */
  bondCreationFeeFallbackWei: '2000000000000000',
  demoEntries: true,

  toast: {
    position: { vertical: 'top', horizontal: 'right' } as const,
    maxSnack: 20,
    maxWidth: 350,
    defaultDuration: 4_000,
    successDuration: 2_000,
    errorDuration: 4_000,
    /** loading toasts stay until replaced */
    loadingDuration: null,
    successColor: '#10B981',
    errorColor: '#EF4444',
  },

  links: {
    docs: `${PLACEHOLDER_PREFIX}/docs`,
    twitter: `${PLACEHOLDER_PREFIX}/twitter`,
    telegram: `${PLACEHOLDER_PREFIX}/telegram`,
    reportIssue: `${PLACEHOLDER_PREFIX}/report-issue-form`,
    contact: `${PLACEHOLDER_PREFIX}/contact-form`,
  },
  /**
   * The operator's address for support and privacy questions, named in the privacy policy
   * (CONTACT_EMAIL at build time). The dev stack's mail goes to its own machine; any other
   * deployment must set it (a 'REPLACE-ME' address otherwise, like the links above).
   */
  privacy: { email: env.contactEmail ?? (isDevnet ? 'support@localhost' : 'REPLACE-ME@example.com') },
  walletConnect: {
    /** a real project id from WalletConnect Cloud replaces this placeholder */
    projectId: env.walletConnectProjectId ?? 'REPLACE-ME-walletconnect-project-id',
  },
  partners,
  /**
   * The operator's verified listings (VERIFIED_SALES, VERIFIED_POOLS at build time: comma-separated
   * ids). Any wallet can list any token with any name, description and logo; every other listing
   * shows 'Unverified', a risk note and its creator's address.
   */
  verified: { sales: idList(env.verifiedSales), pools: idList(env.verifiedPools) },
} as const;

export type AppConfig = typeof config;

export default config;
