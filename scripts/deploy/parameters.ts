/**
 * The per-network parameter files of the deployment (`ignition/parameters/<network>.json`):
 * reading, validation, and the ONE mapping from a file to Ignition's module parameters and to
 * the deployment JSON the app and API read. Pure apart from reading the files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getAddress, ZeroAddress } from 'ethers';
import type { DeployedToken, Deployment, DexConfig } from '../../deployments/schema';
import { NATIVE_TOKEN_ADDRESS } from '../../deployments/schema';

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
    feeRecipient: string;
    creationFeeWei: string;
    /** contracts v2: delay before a proposed quote signer takes effect */
    signerRotationDelaySeconds: number;
  };
  StakingFactory: { creationFeeWei: string };
  /** the DEX the swap API routes over (V2 pairs and V3 pools; PancakeSwap on BSC) */
  dex: DexConfig;
  /** more tokens the swap lists (checksummed addresses; absolute logo URLs or paths under public/) */
  tokenList?: DeployedToken[];
  _sources: Record<string, string>;
}

interface RawParameters extends Omit<NetworkParameters, 'addresses' | 'dex'> {
  addresses?: ExternalAddresses;
  dex?: DexConfig;
  /** take `addresses` from another network's file (the rehearsal reuses mainnet's) */
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
      dex: dex ?? source.dex,
      tokenList: rest.tokenList ?? source.tokenList,
      _sources: { ...source._sources, ...rest._sources },
    };
  }
  if (!addresses) throw new Error(`${file} has neither "addresses" nor "addressesFrom"`);
  if (!dex) throw new Error(`${file} has no "dex" section`);
  return { ...rest, addresses, dex };
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
  for (const key of ['quoteSigner', 'feeRecipient'] as const) {
    const value = parameters.BondFactory[key];
    if (value === ZeroAddress) problems.push(`BondFactory.${key} is the zero address: set it before deploying`);
    else if (!isChecksummed(value)) problems.push(`BondFactory.${key} is not an EIP-55 checksummed address`);
  }
  for (const [key, value] of [
    ['BondFactory.creationFeeWei', parameters.BondFactory.creationFeeWei],
    ['StakingFactory.creationFeeWei', parameters.StakingFactory.creationFeeWei],
  ] as const) {
    if (!/^\d+$/.test(value)) problems.push(`${key} must be a decimal string of wei`);
  }
  if (!Number.isInteger(parameters.BondFactory.signerRotationDelaySeconds) || parameters.BondFactory.signerRotationDelaySeconds < 0) {
    problems.push('BondFactory.signerRotationDelaySeconds must be a whole number of seconds');
  }
  for (const [index, listed] of (parameters.tokenList ?? []).entries()) {
    if (!isChecksummed(listed.address)) problems.push(`tokenList[${index}] (${listed.symbol}) is not an EIP-55 checksummed address`);
    if (!listed.logoURI) problems.push(`tokenList[${index}] (${listed.symbol}) has no logoURI`);
  }
  if ((parameters.tokenList ?? []).length > 0 && !parameters._sources.tokenList) problems.push('tokenList has no _sources entry');
  if (parameters.network.rpcUrls.length === 0) problems.push('network.rpcUrls is empty');
  return problems;
}

/** Module id → parameter name → value: what `ignition.deploy(…, { parameters })` takes. */
export type IgnitionParameters = Record<string, Record<string, string | bigint | number>>;

/**
 * The constructor arguments of our contracts, taken from the parameter file in this one place.
 * `usd1` is passed separately when the deploy created a test token for it.
 * Contracts v2: add `wbnb` and `signerRotationDelay` to BondFactory here.
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

/** The deployment JSON (deployments/schema.ts) for a finished deployment. */
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
