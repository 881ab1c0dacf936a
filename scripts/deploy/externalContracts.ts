/**
 * Checks the third-party contracts a parameter file names against a live chain before we
 * deploy on top of them: code present at each address, 18 decimals for the tokens, and a
 * router wired to the named factory and WBNB. Used by the deploy (pre-flight) and the rehearsal test.
 */
import { Contract, type Provider } from 'ethers';
import type { DeployedToken } from '../../deployments/schema';
import type { ExternalAddresses } from './parameters';

const ERC20_ABI = ['function decimals() view returns (uint8)', 'function symbol() view returns (string)'];
const ROUTER_ABI = ['function factory() view returns (address)', 'function WETH() view returns (address)'];

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
