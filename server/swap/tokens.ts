import { decodeBytes32String, type Interface } from 'ethers';
import { NATIVE_TOKEN_ADDRESS } from '../../common/chain/nativeToken';
import type { DeployedToken } from '../../common/deployment/schema';
import { ERC20__factory } from '../../typechain-types';
import type { BlockRef } from '../chain/blockCache';
import type { ChainContext } from '../chain/context';
import { badRequest } from '../lib/errors';

export interface Token {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  logoURI?: string;
}

const erc20 = ERC20__factory.createInterface() as unknown as Interface;

export function isNative(address: string): boolean {
  return address === NATIVE_TOKEN_ADDRESS;
}

/**
 * Token metadata: the deployment's list first, else read from the chain and cached per block
 * hash only (an address can hold another contract after a reorg or a dev-chain revert, and
 * anyone can ask about any of a real chain's millions of tokens). An address with no ERC-20
 * behind it is an "unknown token".
 */
export class TokenRegistry {
  private readonly known = new Map<string, Token>();

  constructor(private readonly chain: ChainContext) {
    for (const token of chain.deployment.tokens) this.known.set(token.address.toLowerCase(), toToken(token));
    if (!this.known.has(NATIVE_TOKEN_ADDRESS)) {
      this.known.set(NATIVE_TOKEN_ADDRESS, { address: NATIVE_TOKEN_ADDRESS, symbol: 'BNB', name: 'BNB', decimals: 18 });
    }
  }

  /** The deployment's token list, keyed by lowercase address. */
  list(): Record<string, Token> {
    const tokens: Record<string, Token> = {};
    for (const token of this.chain.deployment.tokens) tokens[token.address.toLowerCase()] = toToken(token);
    return tokens;
  }

  listed(): Token[] {
    return Object.values(this.list());
  }

  async get(block: BlockRef, address: string): Promise<Token> {
    const found = this.known.get(address);
    if (found) return found;
    const token = await this.chain.cache.get(block, `token:${address}`, () => this.read(block, address));
    if (!token) throw badRequest(`Token not found (unknown token): no ERC-20 contract at ${address}`);
    return token;
  }

  private async read(block: BlockRef, address: string): Promise<Token | null> {
    // totalSupply as well as decimals: a contract with only a decimals() function is no token.
    const [decimals, supply, symbol, name] = await this.chain.multicall(block, [
      { target: address, iface: erc20, method: 'decimals' },
      { target: address, iface: erc20, method: 'totalSupply' },
      { target: address, iface: erc20, method: 'symbol' },
      { target: address, iface: erc20, method: 'name' },
    ]);
    if (!decimals || !supply) return null;
    const value = Number(decimals[0] as bigint);
    if (!Number.isInteger(value) || value < 0 || value > 255) return null;
    return {
      address,
      decimals: value,
      symbol: symbol ? String(symbol[0]) : await this.readBytes32(block, address, 'symbol'),
      name: name ? String(name[0]) : await this.readBytes32(block, address, 'name'),
    };
  }

  /** Some old tokens return bytes32 for name and symbol instead of string. */
  private async readBytes32(block: BlockRef, address: string, method: 'symbol' | 'name'): Promise<string> {
    try {
      const raw = await this.chain.provider.call({ to: address, data: erc20.encodeFunctionData(method), blockTag: block.number });
      return decodeBytes32String(raw.slice(0, 66));
    } catch {
      return '';
    }
  }
}

function toToken(token: DeployedToken): Token {
  const result: Token = {
    address: token.address.toLowerCase(),
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
  };
  if (token.logoURI) result.logoURI = token.logoURI;
  return result;
}
