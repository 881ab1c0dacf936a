/**
 * Dresses a local Hardhat node as BSC mainnet: the DEX, WBNB, USDT, USD1 and Multicall3 get
 * runtime code at the mainnet addresses of the parameter file, so the rehearsal deploys our
 * contracts with the very parameter file mainnet uses.
 *
 * Each contract is deployed normally first, then its runtime code and first storage slots are
 * copied to the target address: constructor immutables (the router's factory and WETH, a token's
 * decimals) live in the runtime code, so they must point at the targets when deployed — the
 * router is constructed with the TARGET factory and WBNB. Pairs are created by CREATE2 from the
 * code running at the target factory, and Router02's pair init-code hash is the one of the
 * Uniswap V2 pair this factory deploys, so pair addresses agree. The DEX is Uniswap V2's build
 * (0.3 % fee; PancakeSwap's is 0.25 %): the rehearsal tests our code against the same interface,
 * not PancakeSwap's prices.
 */
import { ContractFactory, type JsonRpcSigner, type JsonRpcProvider, toBeHex, zeroPadValue, toUtf8Bytes, hexlify } from 'ethers';
import { readOwnArtifact, readUniswapArtifact, type Artifact } from '../artifacts';
import type { DeployedToken } from '../../deployments/schema';
import type { ExternalAddresses } from './parameters';

/** Storage slots copied with the code: enough for OpenZeppelin ERC20, WETH9 and the V2 factory. */
const COPIED_SLOTS = 8;

async function deployedAddress(artifact: Artifact, signer: JsonRpcSigner, args: unknown[]): Promise<string> {
  const contract = await new ContractFactory(artifact.abi as never, artifact.bytecode, signer).deploy(...args);
  await contract.waitForDeployment();
  return contract.getAddress();
}

async function copyContract(provider: JsonRpcProvider, from: string, to: string): Promise<void> {
  await provider.send('hardhat_setCode', [to, await provider.getCode(from)]);
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
 * Installs the mainnet DEX and tokens on a fresh local node, and a mintable token at each address
 * of the swap's token list; `deployer` becomes the V2 factory's feeToSetter and the tokens' owner.
 */
export async function installMainnetContracts(
  provider: JsonRpcProvider,
  deployer: JsonRpcSigner,
  addresses: ExternalAddresses,
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
}
