import { createApi, fakeBaseQuery, type QueryReturnValue } from '@reduxjs/toolkit/query/react';
import { config, NATIVE_TOKEN_ADDRESS } from '../../config';
import { loadContractErrors, mapError } from '../errors/mapError';
import { MAX_UINT256 } from '../lib/amounts';
import { tagScopes, type TagScope } from '../api/tagScopes';
import { loadChainReader, type ChainReader } from './loadChainClient';
import { recoveringQueryHooks } from '../api/recovery';

/** Serializable error of every chainApi endpoint: `message` is the sentence to show. */
export interface ChainError {
  message: string;
  kind?: string;
  errorName?: string;
}

/**
 * The chain cache's tag types. The kernel's own are here; a feature adds its own by merging into
 * this interface and registering them with `chainTags.add` where it injects its endpoints:
 *
 *   declare module '../../../shared/chain/chainApi' { interface ChainTags { Order: TagScope } }
 *   chainTags.add({ Order: 'chain' });
 */
export interface ChainTags {
  Balance: TagScope;
  Allowance: TagScope;
  TokenInfo: TagScope;
}

export type ChainApiTag = Extract<keyof ChainTags, string>;

const KERNEL_TAGS: Record<'Balance' | 'Allowance' | 'TokenInfo', TagScope> = {
  Balance: 'account',
  Allowance: 'account',
  TokenInfo: 'chain',
};

export function toChainError(error: unknown, fallback = 'Failed to read from the blockchain'): ChainError {
  const mapped = mapError(error, fallback);
  if (mapped.kind === 'unknown') console.error('Chain read failed', error);
  return { message: mapped.message, kind: mapped.kind, errorName: mapped.errorName };
}

/**
 * Wraps a read for a `queryFn`: loads the chain reader (its own chunk, without ethers), runs the read and turns
 * any failure into a serializable ChainError. Reads started in the same tick share one
 * Multicall3 call, so endpoints should call contract methods, not the provider, where they can.
 */
export function chainQuery<Arg, Result>(
  read: (arg: Arg, client: ChainReader) => Promise<Result>,
  fallback?: string,
): (arg: Arg) => Promise<QueryReturnValue<Result, ChainError, undefined>> {
  return async (arg) => {
    try {
      const client = await loadChainReader();
      return { data: await read(arg, client) };
    } catch (error) {
      await loadContractErrors().catch(() => undefined); // without the tables the error is only named
      return { error: toChainError(error, fallback) };
    }
  };
}

export interface TokenInfo {
  /** lowercase */
  address: string;
  name: string;
  symbol: string;
  decimals: number;
}

export interface TokenBalanceArg {
  token: string;
  owner: string;
}

export interface TokenBalancesArg {
  owner: string;
  /** the tokens on screen (BNB included or not: it is read apart, see useNativeBalance) */
  tokens: readonly string[];
}

export interface TokenAllowanceArg {
  token: string;
  owner: string;
  spender: string;
}

const lower = (address: string) => address.toLowerCase();

/** A read the contract reverted answers null; any other failure (the node) stays a failure. */
function nullOnRevert(error: unknown): null {
  if ((error as { code?: unknown } | null)?.code === 'CALL_EXCEPTION') return null;
  throw error;
}

/**
 * RTK Query over the chain (fakeBaseQuery + queryFn). Features add endpoints with
 * `chainApi.injectEndpoints` and `chainQuery(...)`; tag types are declared here once.
 */
export const chainApi = createApi({
  reducerPath: 'chainApi',
  baseQuery: fakeBaseQuery<ChainError>(),
  tagTypes: Object.keys(KERNEL_TAGS) as ChainApiTag[],
  keepUnusedDataFor: config.cache.keepUnusedDataFor,
  refetchOnFocus: config.cache.refetchOnFocus,
  // a browser back online refetches what is on screen at once (setupListeners in the store)
  refetchOnReconnect: true,
  endpoints: (build) => ({
    /** name, symbol, decimals; BNB answers from config without a call */
    tokenInfo: build.query<TokenInfo, string>({
      queryFn: chainQuery(async (address, { contracts }) => {
        if (lower(address) === NATIVE_TOKEN_ADDRESS) return { ...config.nativeToken };
        const token = contracts.erc20(address);
        const [name, symbol, decimals] = await Promise.all([token.name(), token.symbol(), token.decimals()]);
        return { address: lower(address), name, symbol, decimals: Number(decimals) };
      }, 'Failed to read token info'),
      keepUnusedDataFor: config.cache.tokenInfoSeconds,
      providesTags: (_result, _error, address) => [{ type: 'TokenInfo', id: lower(address) }],
    }),
    /** raw balance (decimal string); BNB via Multicall3 getEthBalance */
    tokenBalance: build.query<string, TokenBalanceArg>({
      queryFn: chainQuery(({ token, owner }, { readBalance }) => readBalance(token, owner), 'Failed to read balance'),
      providesTags: (_result, _error, { token, owner }) => [
        { type: 'Balance', id: `${lower(token)}:${lower(owner)}` },
        { type: 'Balance', id: lower(owner) },
      ],
    }),
    /**
     * Raw balances (decimal strings) of many ERC-20s of one owner, keyed by lowercase address, in
     * ONE Multicall3 batch. A token whose `balanceOf` reverts is left out (its row shows 0); a node
     * that cannot be read fails the whole read. BNB is never in it: its one cached copy is `tokenBalance`.
     */
    tokenBalances: build.query<Record<string, string>, TokenBalancesArg>({
      queryFn: chainQuery(async ({ owner, tokens }, { readBalance }) => {
        const erc20s = [...new Set(tokens.map(lower))].filter((token) => token !== NATIVE_TOKEN_ADDRESS);
        const answers = await Promise.all(erc20s.map((token) => readBalance(token, owner).catch(nullOnRevert)));
        return Object.fromEntries(erc20s.flatMap((token, i) => (answers[i] === null ? [] : [[token, answers[i]]])));
      }, 'Failed to read balances'),
      providesTags: (_result, _error, { owner, tokens }) => [
        { type: 'Balance', id: lower(owner) },
        ...tokens.map((token) => ({ type: 'Balance' as const, id: `${lower(token)}:${lower(owner)}` })),
      ],
    }),
    /** raw allowance (decimal string); BNB needs none, so it reads as unlimited */
    tokenAllowance: build.query<string, TokenAllowanceArg>({
      queryFn: chainQuery(async ({ token, owner, spender }, { contracts }) => {
        if (lower(token) === NATIVE_TOKEN_ADDRESS) return MAX_UINT256.toString();
        return (await contracts.erc20(token).allowance(owner, spender)).toString();
      }, 'Failed to fetch allowance'),
      providesTags: (_result, _error, { token, owner, spender }) => [
        { type: 'Allowance', id: `${lower(token)}:${lower(owner)}:${lower(spender)}` },
        { type: 'Allowance', id: lower(token) },
      ],
    }),
  }),
});

/** The chain cache's tags by scope (`chainTags.accountTags()` are dropped when the wallet changes). */
export const chainTags = tagScopes<ChainApiTag>(chainApi, KERNEL_TAGS);

export const { useTokenInfoQuery, useTokenBalanceQuery, useTokenBalancesQuery, useTokenAllowanceQuery } = recoveringQueryHooks(chainApi);
