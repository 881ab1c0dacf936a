/**
 * Where compiled contracts come from: our own Hardhat artifacts (`npm run compile`) and the
 * Uniswap V2 npm build artifacts. Shared by the ABI export, the deploy-and-seed script, the gas
 * report and the contract tests, so each reads bytecode the same way.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');

/** A JSON file shipped in an npm package, by its module specifier (`@uniswap/v2-core/build/…`). */
function readPackageJson<T>(specifier: string): T {
  return JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8')) as T;
}

export interface Artifact {
  contractName: string;
  abi: unknown[];
  bytecode: string;
  deployedBytecode: string;
}

/** Contracts of `contracts/` by name → their source path relative to `contracts/`. */
export const OWN_CONTRACTS = {
  BondFactory: 'BondFactory.sol',
  BondSale: 'BondSale.sol',
  StakingFactory: 'StakingFactory.sol',
  StakingPool: 'StakingPool.sol',
  Multicall3: 'Multicall3.sol',
  MockERC20: 'test/MockERC20.sol',
  TaxedERC20: 'test/TaxedERC20.sol',
  RebasingERC20: 'test/RebasingERC20.sol',
  ReentrantERC20: 'test/ReentrantERC20.sol',
  OddMetadataToken: 'test/OddMetadataToken.sol',
} as const;
export type OwnContractName = keyof typeof OWN_CONTRACTS;

export function readOwnArtifact(name: OwnContractName): Artifact {
  const file = path.join(ROOT, 'artifacts', 'contracts', OWN_CONTRACTS[name], `${name}.json`);
  if (!fs.existsSync(file)) {
    throw new Error(`Missing compiled artifact ${path.relative(ROOT, file)}: run \`npm run compile\` first`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Artifact;
}

/** OpenZeppelin's ERC20 as compiled here: the full token ABI with OZ 5 custom errors. */
export function readOzErc20Artifact(): Artifact {
  const file = path.join(ROOT, 'artifacts', '@openzeppelin', 'contracts', 'token', 'ERC20', 'ERC20.sol', 'ERC20.json');
  if (!fs.existsSync(file)) {
    throw new Error(`Missing compiled artifact ${path.relative(ROOT, file)}: run \`npm run compile\` first`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Artifact;
}

const UNISWAP_BUILDS = {
  WBNB: '@uniswap/v2-periphery/build/WETH9.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
} as const;
export type UniswapContractName = keyof typeof UNISWAP_BUILDS;

interface WaffleBuild {
  abi: unknown[];
  bytecode: string;
  evm: { deployedBytecode: { object: string } };
}

/** The npm builds ship bytecode without the `0x` prefix ethers needs. */
function withPrefix(hex: string): string {
  return hex.startsWith('0x') ? hex : `0x${hex}`;
}

export function readUniswapArtifact(name: UniswapContractName): Artifact {
  const build = readPackageJson<WaffleBuild>(UNISWAP_BUILDS[name]);
  return {
    contractName: name,
    abi: build.abi,
    bytecode: withPrefix(build.bytecode),
    deployedBytecode: withPrefix(build.evm.deployedBytecode.object),
  };
}

/** Uniswap V3 (core, periphery, SwapRouter02) from their npm packages' Hardhat artifacts. */
const UNISWAP_V3_ARTIFACTS = {
  UniswapV3Factory: '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
  UniswapV3Pool: '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json',
  NonfungiblePositionManager:
    '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
  TickLens: '@uniswap/v3-periphery/artifacts/contracts/lens/TickLens.sol/TickLens.json',
  QuoterV2: '@uniswap/swap-router-contracts/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json',
  SwapRouter02: '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json',
} as const;
export type UniswapV3ContractName = keyof typeof UNISWAP_V3_ARTIFACTS;

export function readUniswapV3Artifact(name: UniswapV3ContractName): Artifact {
  const build = readPackageJson<Artifact>(UNISWAP_V3_ARTIFACTS[name]);
  return { contractName: name, abi: build.abi, bytecode: build.bytecode, deployedBytecode: build.deployedBytecode };
}
