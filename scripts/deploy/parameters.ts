/**
 * The per-network parameter files of the deployment (`ignition/parameters/<network>.json`):
 * reading, validation, and the ONE mapping from a file to Ignition's module parameters and to
 * the deployment JSON the app and API read. Pure apart from reading the files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getAddress, ZeroAddress } from 'ethers';
import type { DeployedToken, Deployment, DexConfig } from '../../common/deployment/schema';
import { NATIVE_TOKEN_ADDRESS } from '../../common/chain/nativeToken';

export const PARAMETERS_DIR = path.resolve(__dirname, '..', '..', 'ignition', 'parameters');

export const NETWORK_NAMES = ['bsc', 'bsc-testnet', 'rehearsal'] as const;
export type DeployNetworkName = (typeof NETWORK_NAMES)[number];

/** Hardhat network name (hardhat.config.ts) → parameter file / deployment name. */
export const HARDHAT_NETWORK_TO_DEPLOYMENT: Record<string, DeployNetworkName> = {
  bsc: 'bsc',
  bscTestnet: 'bsc-testnet',
  rehearsal: 'rehearsal',
};

export interface ExternalAddresses {
  wbnb: string;
  usdt: string;
  /** null: the chain has no USD1 (testnet); the deploy creates a test token */
  usd1: string | null;
  pancakeV2Factory: string;
  pancakeV2Router: string;
  multicall3: string;
}

export interface NetworkParameters {
  network: {
    name: DeployNetworkName;
    chainId: number;
    chainName: string;
    /** first is the primary; the app falls back to the others */
    rpcUrls: string[];
    explorerUrl: string;
  };
  addresses: ExternalAddresses;
  BondFactory: {
    quoteSigner: string;
    /** may pause buying and revoke the quote signer (an operator's key or a multisig; never the quote key) */
    guardian: string;
    feeRecipient: string;
    creationFeeWei: string;
  };
  StakingFactory: { creationFeeWei: string };
  /** the DEX the swap API routes over (V2 pairs and V3 pools; PancakeSwap on BSC) */
  dex: DexConfig;
  /** more tokens the swap lists (checksummed addresses; absolute logo URLs or paths under public/) */
  tokenList?: DeployedToken[];
  _sources: Record<string, string>;
}

/** What a file that inherits another's addresses may change in its DEX section. */
export interface DexOverride {
  v2?: Partial<DexConfig['v2']>;
  v3?: Partial<DexConfig['v3']>;
  baseTokens?: string[];
}

interface RawParameters extends Omit<NetworkParameters, 'addresses' | 'dex'> {
  addresses?: ExternalAddresses;
  /** a full section; with `addressesFrom`, only the fields that differ from that file's */
  dex?: DexConfig | DexOverride;
  /** take `addresses` and `dex` from another network's file (the rehearsal reuses mainnet's) */
  addressesFrom?: DeployNetworkName;
}

export function parameterFile(name: DeployNetworkName): string {
  return path.join(PARAMETERS_DIR, `${name}.json`);
}

export function readNetworkParameters(name: DeployNetworkName): NetworkParameters {
  return readParametersFile(parameterFile(name));
}

export function readParametersFile(file: string): NetworkParameters {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as RawParameters;
  const { addressesFrom, addresses, dex, ...rest } = raw;
  if (addressesFrom) {
    const source = readNetworkParameters(addressesFrom);
    return {
      ...rest,
      addresses: source.addresses,
      dex: overrideDex(source.dex, dex ?? {}),
      tokenList: rest.tokenList ?? source.tokenList,
      _sources: { ...source._sources, ...rest._sources },
    };
  }
  if (!addresses) throw new Error(`${file} has neither "addresses" nor "addressesFrom"`);
  if (!dex) throw new Error(`${file} has no "dex" section`);
  const missing = missingDexFields(dex);
  if (missing.length > 0) throw new Error(`${file}: "dex" lacks ${missing.join(', ')} (only a file with "addressesFrom" may list just the fields it changes)`);
  return { ...rest, addresses, dex: dex as DexConfig };
}

const DEX_FIELDS = {
  v2: ['factory', 'initCodeHash', 'feePpm'],
  v3: ['factory', 'poolDeployer', 'initCodeHash', 'feeTiers', 'swapRouter02', 'quoterV2', 'tickLens', 'positionManager'],
} as const;

function missingDexFields(dex: DexConfig | DexOverride): string[] {
  const missing: string[] = [];
  for (const section of ['v2', 'v3'] as const) {
    const fields = (dex[section] ?? {}) as Record<string, unknown>;
    for (const key of DEX_FIELDS[section]) if (fields[key] === undefined) missing.push(`${section}.${key}`);
  }
  if (!dex.baseTokens) missing.push('baseTokens');
  return missing;
}

/** The inherited DEX section with the fields a file overrides (field by field, one level deep). */
export function overrideDex(base: DexConfig, override: DexOverride): DexConfig {
  return {
    v2: { ...base.v2, ...override.v2 },
    v3: { ...base.v3, ...override.v3 },
    baseTokens: override.baseTokens ?? base.baseTokens,
  };
}

/** EIP-55: the file must hold the checksummed spelling, so a typo in one letter cannot pass. */
export function isChecksummed(address: string): boolean {
  try {
    return getAddress(address) === address && address !== address.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Every problem that must stop a deployment, by field: malformed or non-checksummed addresses,
 * the zero address where the operator has to choose one, fees that are not integer wei.
 */
export function parameterProblems(parameters: NetworkParameters): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(parameters.addresses)) {
    if (value === null && key === 'usd1') continue;
    if (typeof value !== 'string' || !isChecksummed(value)) problems.push(`addresses.${key} is not an EIP-55 checksummed address`);
    if (!parameters._sources[key]) problems.push(`addresses.${key} has no _sources entry naming where it comes from`);
  }
  for (const key of ['quoteSigner', 'guardian', 'feeRecipient'] as const) {
    const value = parameters.BondFactory[key];
    if (value === undefined) problems.push(`BondFactory.${key} is missing`);
    else if (value === ZeroAddress) problems.push(`BondFactory.${key} is the zero address: set it before deploying`);
    else if (!isChecksummed(value)) problems.push(`BondFactory.${key} is not an EIP-55 checksummed address`);
  }
  const { guardian, quoteSigner } = parameters.BondFactory;
  if (guardian && guardian !== ZeroAddress && guardian.toLowerCase() === quoteSigner.toLowerCase()) {
    problems.push('BondFactory.guardian is the quote signer: the key that stops a leaked quote key must be another one');
  }
  for (const [key, value] of [
    ['BondFactory.creationFeeWei', parameters.BondFactory.creationFeeWei],
    ['StakingFactory.creationFeeWei', parameters.StakingFactory.creationFeeWei],
  ] as const) {
    if (!/^\d+$/.test(value)) problems.push(`${key} must be a decimal string of wei`);
  }
  problems.push(...dexProblems(parameters));
  for (const [index, listed] of (parameters.tokenList ?? []).entries()) {
    if (!isChecksummed(listed.address)) problems.push(`tokenList[${index}] (${listed.symbol}) is not an EIP-55 checksummed address`);
    if (!listed.logoURI) problems.push(`tokenList[${index}] (${listed.symbol}) has no logoURI`);
  }
  if ((parameters.tokenList ?? []).length > 0 && !parameters._sources.tokenList) problems.push('tokenList has no _sources entry');
  if (parameters.network.rpcUrls.length === 0) problems.push('network.rpcUrls is empty');
  return problems;
}

/** V3 factories accept tick spacings in (0, 16384); fees are millionths below 100 %. */
const MAX_TICK_SPACING = 16_384;
const PPM = 1_000_000;

/**
 * The DEX section: checksummed addresses with a source, 32-byte init-code hashes, a V2 factory that
 * is the one `addresses` names, fees below 100 %, distinct V3 tiers with spacings a factory accepts,
 * and base tokens among the listed stablecoins and WBNB. The chain-side checks (code, the router's
 * wiring, the factory's tick spacings, pool addresses) are externalContracts.ts's dexProblems.
 */
export function dexProblems(parameters: NetworkParameters): string[] {
  const problems: string[] = [];
  const { dex, addresses } = parameters;
  const lower = (address: string) => address.toLowerCase();
  const v3Addresses = ['factory', 'poolDeployer', 'swapRouter02', 'quoterV2', 'tickLens', 'positionManager'] as const;
  const named: Array<[string, string]> = [
    ['dex.v2.factory', dex.v2.factory],
    ...v3Addresses.map((key): [string, string] => [`dex.v3.${key}`, dex.v3[key]]),
    ...dex.baseTokens.map((token, i): [string, string] => [`dex.baseTokens[${i}]`, token]),
  ];
  for (const [key, value] of named) if (!isChecksummed(value)) problems.push(`${key} is not an EIP-55 checksummed address`);
  for (const section of ['dex.v2', 'dex.v3'] as const) {
    if (!parameters._sources[section]) problems.push(`${section} has no _sources entry naming where it comes from`);
  }
  if (lower(dex.v2.factory) !== lower(addresses.pancakeV2Factory)) problems.push('dex.v2.factory is not addresses.pancakeV2Factory');
  for (const [key, hash] of [['dex.v2.initCodeHash', dex.v2.initCodeHash], ['dex.v3.initCodeHash', dex.v3.initCodeHash]] as const) {
    if (!/^0x[0-9a-f]{64}$/.test(hash)) problems.push(`${key} is not a lowercase 32-byte hex hash`);
  }
  if (!Number.isInteger(dex.v2.feePpm) || dex.v2.feePpm <= 0 || dex.v2.feePpm >= PPM) problems.push('dex.v2.feePpm must be a whole number of millionths in (0, 1000000)');
  if (dex.v3.feeTiers.length === 0) problems.push('dex.v3.feeTiers is empty');
  const fees = new Set<number>();
  for (const { fee, tickSpacing } of dex.v3.feeTiers) {
    if (!Number.isInteger(fee) || fee <= 0 || fee >= PPM) problems.push(`dex.v3.feeTiers: fee ${fee} must be a whole number of millionths in (0, 1000000)`);
    if (!Number.isInteger(tickSpacing) || tickSpacing <= 0 || tickSpacing >= MAX_TICK_SPACING) {
      problems.push(`dex.v3.feeTiers: tick spacing ${tickSpacing} of fee ${fee} is not in (0, ${MAX_TICK_SPACING})`);
    }
    if (fees.has(fee)) problems.push(`dex.v3.feeTiers: fee ${fee} is listed twice`);
    fees.add(fee);
  }
  const listed = [addresses.wbnb, addresses.usdt, addresses.usd1].filter((a): a is string => a !== null).map(lower);
  const bases = dex.baseTokens.map(lower);
  if (!bases.includes(lower(addresses.wbnb))) problems.push('dex.baseTokens must include addresses.wbnb (gas is priced along WBNB routes)');
  for (const token of dex.baseTokens) if (!listed.includes(lower(token))) problems.push(`dex.baseTokens: ${token} is none of addresses.wbnb, usdt, usd1`);
  return problems;
}

/** Module id → parameter name → value: what `ignition.deploy(…, { parameters })` takes. */
export type IgnitionParameters = Record<string, Record<string, string | bigint | number>>;

/**
 * The constructor arguments of our contracts, taken from the parameter file in this one place.
 * `usd1` is passed separately when the deploy created a test token for it. The quote signer's
 * rotation delay and the unpause notice are not parameters: they are BondFactory's constants
 * QUOTE_SIGNER_DELAY and UNPAUSE_DELAY.
 */
export function ignitionParameters(parameters: NetworkParameters, usd1: string): IgnitionParameters {
  return {
    BondFactory: {
      usdt: parameters.addresses.usdt,
      usd1,
      wbnb: parameters.addresses.wbnb,
      quoteSigner: parameters.BondFactory.quoteSigner,
      feeRecipient: parameters.BondFactory.feeRecipient,
      creationFee: BigInt(parameters.BondFactory.creationFeeWei),
      guardian: parameters.BondFactory.guardian,
    },
    StakingFactory: {
      creationFee: BigInt(parameters.StakingFactory.creationFeeWei),
    },
  };
}

export interface DeployedContracts {
  bondFactory: string;
  stakingFactory: string;
  /** the USD1 actually used (the parameter file's, or the test token) */
  usd1: string;
}

/** The logo of each listed token, shipped in public/tokens so the app never hot-links a third party. */
function token(address: string, symbol: string, name: string): DeployedToken {
  return { address: address.toLowerCase(), symbol, name, decimals: 18, logoURI: `/tokens/${symbol.toLowerCase()}.svg` };
}

/** The deployment JSON (common/deployment/schema.ts) for a finished deployment. */
export function deploymentDocument(
  parameters: NetworkParameters,
  deployed: DeployedContracts,
  deploymentBlock: number,
  rpcUrls: string[] = parameters.network.rpcUrls,
): Deployment {
  const a = parameters.addresses;
  return {
    network: parameters.network.name,
    chainId: parameters.network.chainId,
    chainName: parameters.network.chainName,
    rpcUrl: rpcUrls[0]!,
    rpcUrls,
    explorerUrl: parameters.network.explorerUrl,
    deploymentBlock,
    quoteSigner: parameters.BondFactory.quoteSigner.toLowerCase(),
    contracts: {
      multicall3: a.multicall3.toLowerCase(),
      wbnb: a.wbnb.toLowerCase(),
      usdt: a.usdt.toLowerCase(),
      usd1: deployed.usd1.toLowerCase(),
      uniswapV2Factory: a.pancakeV2Factory.toLowerCase(),
      uniswapV2Router: a.pancakeV2Router.toLowerCase(),
      bondFactory: deployed.bondFactory.toLowerCase(),
      stakingFactory: deployed.stakingFactory.toLowerCase(),
    },
    dex: lowercaseDex(parameters.dex),
    tokens: [
      token(NATIVE_TOKEN_ADDRESS, 'BNB', 'BNB'),
      token(a.wbnb, 'WBNB', 'Wrapped BNB'),
      token(a.usdt, 'USDT', 'Tether USD'),
      token(deployed.usd1, 'USD1', 'World Liberty Financial USD'),
      ...(parameters.tokenList ?? []).map((listed) => ({ ...listed, address: listed.address.toLowerCase() })),
    ],
  };
}

/** The deployment file holds lowercase addresses (DESIGN.md section 4); the parameter files checksummed ones. */
function lowercaseDex(dex: DexConfig): DexConfig {
  const v3 = dex.v3;
  return {
    v2: { ...dex.v2, factory: dex.v2.factory.toLowerCase() },
    v3: {
      ...v3,
      factory: v3.factory.toLowerCase(),
      poolDeployer: v3.poolDeployer.toLowerCase(),
      swapRouter02: v3.swapRouter02.toLowerCase(),
      quoterV2: v3.quoterV2.toLowerCase(),
      tickLens: v3.tickLens.toLowerCase(),
      positionManager: v3.positionManager.toLowerCase(),
    },
    baseTokens: dex.baseTokens.map((address) => address.toLowerCase()),
  };
}
