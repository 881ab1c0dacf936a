import type { ChainReader } from '../chain/loadChainClient';

/**
 * Tolerant ERC-20 reads for lists. Tokens in the wild break the standard: `symbol()` answered as
 * a bytes32 (old tokens), `decimals()` missing or reverting. One such token must not blank a whole
 * list, so each field that fails to read or decode is null and the row still renders.
 */

/** Resolves to null instead of rejecting. */
export function orNull<T>(promise: Promise<T>): Promise<T | null> {
  return promise.then(
    (value) => value,
    () => null,
  );
}

export interface TokenFacts {
  name: string | null;
  symbol: string | null;
  decimals: number | null;
}

/** What lists show for a field the token did not answer. */
export const UNKNOWN_TOKEN_NAME = 'Unknown token';
export const UNKNOWN_TOKEN_SYMBOL = '???';
/** The ERC-20 default, assumed when `decimals()` does not answer (BEP-20 tokens nearly all use it). */
export const DEFAULT_TOKEN_DECIMALS = 18;

/** `decimals` when it is a usable uint8, else the default. */
export function decimalsOrDefault(decimals: number | string | bigint | null | undefined): number {
  const n = typeof decimals === 'number' ? decimals : decimals === null || decimals === undefined ? NaN : Number(decimals);
  return Number.isInteger(n) && n >= 0 && n <= 255 ? n : DEFAULT_TOKEN_DECIMALS;
}

/**
 * name, symbol and decimals of one token, issued in the caller's tick (so they join the caller's
 * Multicall3 batch); a failed field is null.
 */
export function readTokenFacts(contracts: Pick<ChainReader['contracts'], 'erc20'>, address: string): Promise<TokenFacts> {
  const token = contracts.erc20(address);
  return Promise.all([orNull(token.name()), orNull(token.symbol()), orNull(token.decimals())]).then(([name, symbol, decimals]) => ({
    name,
    symbol,
    decimals: decimals === null ? null : Number(decimals),
  }));
}

/** A token's raw answers to name(), symbol() and decimals(), '0x' where it gave none (as `StakingFactory.getPoolPage` passes them on). */
export interface TokenAnswers {
  name: string;
  symbol: string;
  decimals: string;
}

/** The facts in a token's raw answers, read as `readTokenFacts` reads them: a field that does not decode is null. */
export function tokenFactsFromAnswers(decode: ChainReader['decodeValueOrNull'], answers: TokenAnswers): TokenFacts {
  const name = decode('string', answers.name);
  const symbol = decode('string', answers.symbol);
  const decimals = decode('uint8', answers.decimals);
  return {
    name: typeof name === 'string' ? name : null,
    symbol: typeof symbol === 'string' ? symbol : null,
    decimals: decimals === null ? null : Number(decimals),
  };
}
