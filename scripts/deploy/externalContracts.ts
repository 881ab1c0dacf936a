/**
 * Checks the third-party contracts a parameter file names against a live chain before we
 * deploy on top of them: code present at each address, 18 decimals for the tokens, and a
 * router wired to the named factory and WBNB. Used by the deploy (pre-flight) and the rehearsal test.
 */
import { Contract, ZeroAddress, type Provider } from 'ethers';
import type { DeployedToken, DexConfig } from '../../common/deployment/schema';
import { v2PairAddress, v3PoolAddress } from '../../server/swap/routing/pools';
import type { ExternalAddresses } from './parameters';

const ERC20_ABI = ['function decimals() view returns (uint8)', 'function symbol() view returns (string)'];
const ROUTER_ABI = ['function factory() view returns (address)', 'function WETH() view returns (address)'];
/** SwapRouter02 and PancakeSwap's SmartRouter both expose these (ImmutableState, PeripheryImmutableState). */
const SWAP_ROUTER02_ABI = [
  'function factory() view returns (address)',
  'function factoryV2() view returns (address)',
  'function positionManager() view returns (address)',
  'function WETH9() view returns (address)',
];
const V2_FACTORY_ABI = ['function getPair(address, address) view returns (address)'];
const V3_FACTORY_ABI = [
  'function feeAmountTickSpacing(uint24) view returns (int24)',
  'function getPool(address, address, uint24) view returns (address)',
];

/** All tokens the product lists use 18 decimals; a 6-decimal "USDT" means a wrong address. */
export const EXPECTED_DECIMALS = 18;

export async function externalContractProblems(provider: Provider, addresses: ExternalAddresses): Promise<string[]> {
  const problems: string[] = [];
  for (const [key, address] of Object.entries(addresses)) {
    if (address === null) continue;
    if ((await provider.getCode(address)) === '0x') problems.push(`addresses.${key} (${address}) has no code on this chain`);
  }
  if (problems.length > 0) return problems;
  for (const key of ['wbnb', 'usdt', 'usd1'] as const) {
    const address = addresses[key];
    if (address === null) continue;
    const decimals = Number(await new Contract(address, ERC20_ABI, provider).getFunction('decimals')());
    if (decimals !== EXPECTED_DECIMALS) problems.push(`addresses.${key} has ${decimals} decimals, expected ${EXPECTED_DECIMALS}`);
  }
  const router = new Contract(addresses.pancakeV2Router, ROUTER_ABI, provider);
  const [factory, weth] = [String(await router.getFunction('factory')()), String(await router.getFunction('WETH')())];
  if (factory.toLowerCase() !== addresses.pancakeV2Factory.toLowerCase()) {
    problems.push(`the router's factory() is ${factory}, not addresses.pancakeV2Factory`);
  }
  if (weth.toLowerCase() !== addresses.wbnb.toLowerCase()) problems.push(`the router's WETH() is ${weth}, not addresses.wbnb`);
  return problems;
}

/** The listed tokens: code at each address and the decimals the list claims. */
export async function tokenListProblems(provider: Provider, tokens: readonly DeployedToken[]): Promise<string[]> {
  const problems: string[] = [];
  for (const token of tokens) {
    if ((await provider.getCode(token.address)) === '0x') {
      problems.push(`tokenList ${token.symbol} (${token.address}) has no code on this chain`);
      continue;
    }
    const decimals = Number(await new Contract(token.address, ERC20_ABI, provider).getFunction('decimals')());
    if (decimals !== token.decimals) problems.push(`tokenList ${token.symbol} has ${decimals} decimals, the list says ${token.decimals}`);
  }
  return problems;
}

/**
 * The DEX section against the chain: code at every V3 contract and the router; the router wired to
 * the V2 and V3 factories (PancakeSwap's SmartRouter reports the V3 factory, not the pool deployer),
 * the position manager and WBNB; each fee tier enabled with its tick spacing; and, where the
 * factories already hold a WBNB/USDT pair or pool, that it sits at the address the init-code hash
 * and pool deployer give — the address the API computes for every pool.
 */
export async function dexContractProblems(provider: Provider, dex: DexConfig, addresses: ExternalAddresses): Promise<string[]> {
  const problems: string[] = [];
  const contracts: Array<[string, string]> = [
    ['dex.v2.factory', dex.v2.factory],
    ...(['factory', 'poolDeployer', 'swapRouter02', 'quoterV2', 'tickLens', 'positionManager'] as const).map((key): [string, string] => [`dex.v3.${key}`, dex.v3[key]]),
  ];
  for (const [key, address] of contracts) {
    if ((await provider.getCode(address)) === '0x') problems.push(`${key} (${address}) has no code on this chain`);
  }
  if (problems.length > 0) return problems;

  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const router = new Contract(dex.v3.swapRouter02, SWAP_ROUTER02_ABI, provider);
  const wiring: Array<[string, string, string]> = [
    ['factoryV2', dex.v2.factory, 'dex.v2.factory'],
    ['factory', dex.v3.factory, 'dex.v3.factory'],
    ['positionManager', dex.v3.positionManager, 'dex.v3.positionManager'],
    ['WETH9', addresses.wbnb, 'addresses.wbnb'],
  ];
  for (const [fn, expected, name] of wiring) {
    const actual = String(await router.getFunction(fn)());
    if (!same(actual, expected)) problems.push(`dex.v3.swapRouter02's ${fn}() is ${actual}, not ${name}`);
  }

  const v3Factory = new Contract(dex.v3.factory, V3_FACTORY_ABI, provider);
  for (const { fee, tickSpacing } of dex.v3.feeTiers) {
    const spacing = Number(await v3Factory.getFunction('feeAmountTickSpacing')(fee));
    if (spacing !== tickSpacing) problems.push(`dex.v3.factory gives fee ${fee} tick spacing ${spacing}, the file says ${tickSpacing}`);
  }

  const [a, b] = [addresses.wbnb, addresses.usdt];
  const pair = String(await new Contract(dex.v2.factory, V2_FACTORY_ABI, provider).getFunction('getPair')(a, b));
  if (pair !== ZeroAddress && !same(pair, v2PairAddress(dex, a.toLowerCase(), b.toLowerCase()))) {
    problems.push(`the WBNB/USDT pair is at ${pair}, not where dex.v2.initCodeHash puts it: wrong init-code hash`);
  }
  for (const { fee } of dex.v3.feeTiers) {
    const pool = String(await v3Factory.getFunction('getPool')(a, b, fee));
    if (pool !== ZeroAddress && !same(pool, v3PoolAddress(dex, a.toLowerCase(), b.toLowerCase(), fee))) {
      problems.push(`the WBNB/USDT ${fee} pool is at ${pool}, not where dex.v3.poolDeployer and dex.v3.initCodeHash put it`);
    }
  }
  return problems;
}
