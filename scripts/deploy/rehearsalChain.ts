/**
 * Dresses a local Hardhat node as BSC mainnet: the DEX, WBNB, USDT, USD1 and Multicall3 get
 * runtime code at the mainnet addresses of the parameter file, so the rehearsal deploys our
 * contracts with the very parameter file mainnet uses.
 *
 * Each contract is deployed normally first, then its runtime code and first storage slots are
 * copied to the target address: constructor immutables (the router's factory and WETH, a token's
 * decimals) live in the runtime code, so they must point at the targets when deployed — the
 * routers are constructed with the TARGET factories, position manager and WBNB. An immutable that
 * holds the contract's own address (the V3 factory's NoDelegateCall guard) is rewritten in the
 * copied code. Pairs and pools are created by CREATE2 from the code running at the target
 * factories, and the routers' init-code hashes are those of the Uniswap V2 pair and V3 pool these
 * factories deploy, so their addresses agree.
 *
 * The DEX is Uniswap's V2 and V3 build (V2 0.3 %, V3 tiers 0.01/0.05/0.3/1 %, the V3 factory its
 * own pool deployer) at PancakeSwap's addresses: the rehearsal tests our code against the same
 * interfaces, not PancakeSwap's prices or hashes. ignition/parameters/rehearsal.json overrides
 * exactly those DEX fields (init-code hashes, fees, pool deployer) and keeps every address.
 */
import { Contract, ContractFactory, type JsonRpcSigner, type JsonRpcProvider, toBeHex, zeroPadValue, toUtf8Bytes, hexlify, ZeroAddress } from 'ethers';
import { readOwnArtifact, readUniswapArtifact, readUniswapV3Artifact, type Artifact } from '../artifacts';
import type { DeployedToken, DexConfig } from '../../common/deployment/schema';
import type { ExternalAddresses } from './parameters';

/**
 * Storage slots copied with the code: enough for OpenZeppelin ERC20, WETH9, the V2 and V3
 * factories' owners and the position manager's name, symbol and token-id counters. Mapping
 * entries are not copied: the V3 factory's fee tiers are enabled again at the target.
 */
const COPIED_SLOTS = 32;

async function deployedAddress(artifact: Artifact, signer: JsonRpcSigner, args: unknown[]): Promise<string> {
  const contract = await new ContractFactory(artifact.abi as never, artifact.bytecode, signer).deploy(...args);
  await contract.waitForDeployment();
  return contract.getAddress();
}

/** Runtime code moved from `from` to `to`: immutables holding the contract's own address follow it. */
export function relocatedCode(code: string, from: string, to: string): string {
  return code.split(from.slice(2).toLowerCase()).join(to.slice(2).toLowerCase());
}

async function copyContract(provider: JsonRpcProvider, from: string, to: string): Promise<void> {
  await provider.send('hardhat_setCode', [to, relocatedCode((await provider.getCode(from)).toLowerCase(), from, to)]);
  for (let slot = 0; slot < COPIED_SLOTS; slot += 1) {
    const value = (await provider.send('eth_getStorageAt', [from, toBeHex(slot), 'latest'])) as string;
    await provider.send('hardhat_setStorageAt', [to, toBeHex(slot, 32), zeroPadValue(value, 32)]);
  }
}

/** Solidity's in-slot encoding of a string shorter than 32 bytes: the bytes, then length * 2 in the last byte. */
export function shortStringSlot(text: string): string {
  const bytes = toUtf8Bytes(text);
  if (bytes.length > 31) throw new Error(`'${text}' does not fit in one slot`);
  const slot = new Uint8Array(32);
  slot.set(bytes);
  slot[31] = bytes.length * 2;
  return hexlify(slot);
}

async function installAt(provider: JsonRpcProvider, signer: JsonRpcSigner, target: string, artifact: Artifact, args: unknown[]) {
  await copyContract(provider, await deployedAddress(artifact, signer, args), target);
}

/**
 * Installs the mainnet DEX (V2 and V3) and tokens on a fresh local node, and a mintable token at
 * each address of the swap's token list; `deployer` becomes the V2 factory's feeToSetter, the V3
 * factory's owner and the tokens' owner.
 */
export async function installMainnetContracts(
  provider: JsonRpcProvider,
  deployer: JsonRpcSigner,
  addresses: ExternalAddresses,
  dex: DexConfig,
  tokenList: readonly DeployedToken[] = [],
): Promise<void> {
  if (!addresses.usd1) throw new Error('the rehearsal needs a USD1 address (mainnet parameter file)');
  await provider.send('hardhat_setCode', [addresses.multicall3, readOwnArtifact('Multicall3').deployedBytecode]);
  await installAt(provider, deployer, addresses.wbnb, readUniswapArtifact('WBNB'), []);
  // WETH9's name and symbol are storage initialisers (slots 0 and 1): give it BSC's.
  await provider.send('hardhat_setStorageAt', [addresses.wbnb, toBeHex(0, 32), shortStringSlot('Wrapped BNB')]);
  await provider.send('hardhat_setStorageAt', [addresses.wbnb, toBeHex(1, 32), shortStringSlot('WBNB')]);
  const mock = readOwnArtifact('MockERC20');
  await installAt(provider, deployer, addresses.usdt, mock, ['Tether USD', 'USDT', 18]);
  await installAt(provider, deployer, addresses.usd1, mock, ['World Liberty Financial USD', 'USD1', 18]);
  for (const token of tokenList) await installAt(provider, deployer, token.address, mock, [token.name, token.symbol, token.decimals]);
  await installAt(provider, deployer, addresses.pancakeV2Factory, readUniswapArtifact('UniswapV2Factory'), [await deployer.getAddress()]);
  await installAt(provider, deployer, addresses.pancakeV2Router, readUniswapArtifact('UniswapV2Router02'), [
    addresses.pancakeV2Factory,
    addresses.wbnb,
  ]);
  await installV3Dex(provider, deployer, dex, addresses.wbnb);
}

/**
 * Uniswap V3 and SwapRouter02 at the DEX section's addresses: the factory (its own pool deployer,
 * with the section's fee tiers enabled), the position manager, TickLens, QuoterV2, and
 * SwapRouter02 wired to the V2 factory, the V3 factory, the position manager and WBNB.
 */
export async function installV3Dex(provider: JsonRpcProvider, deployer: JsonRpcSigner, dex: DexConfig, wbnb: string): Promise<void> {
  const v3 = dex.v3;
  if (v3.poolDeployer.toLowerCase() !== v3.factory.toLowerCase()) {
    throw new Error("Uniswap's V3 factory deploys its own pools: the rehearsal's dex.v3.poolDeployer must be dex.v3.factory");
  }
  const factoryArtifact = readUniswapV3Artifact('UniswapV3Factory');
  await installAt(provider, deployer, v3.factory, factoryArtifact, []);
  const factory = new Contract(v3.factory, factoryArtifact.abi as never, deployer);
  for (const { fee, tickSpacing } of v3.feeTiers) await (await factory.getFunction('enableFeeAmount')(fee, tickSpacing)).wait();
  await installAt(provider, deployer, v3.positionManager, readUniswapV3Artifact('NonfungiblePositionManager'), [v3.factory, wbnb, ZeroAddress]);
  await installAt(provider, deployer, v3.tickLens, readUniswapV3Artifact('TickLens'), []);
  await installAt(provider, deployer, v3.quoterV2, readUniswapV3Artifact('QuoterV2'), [v3.factory, wbnb]);
  await installAt(provider, deployer, v3.swapRouter02, readUniswapV3Artifact('SwapRouter02'), [dex.v2.factory, v3.factory, v3.positionManager, wbnb]);
}
