import { createApi, fakeBaseQuery, type QueryReturnValue } from '@reduxjs/toolkit/query/react';
import { config, NATIVE_TOKEN_ADDRESS } from '../../config';
import { loadContractErrors, mapError } from '../errors/mapError';
import { MAX_UINT256 } from '../lib/amounts';
import { tagScopes, type TagScope } from '../api/tagScopes';
import { loadChainReader, type ChainReader } from './loadChainClient';

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
  Block: TagScope;
}

export type ChainApiTag = Extract<keyof ChainTags, string>;

const KERNEL_TAGS: Record<'Balance' | 'Allowance' | 'TokenInfo' | 'Block', TagScope> = {
  Balance: 'account',
  Allowance: 'account',
  TokenInfo: 'chain',
  Block: 'chain',
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

export interface TokenAllowanceArg {
  token: string;
  owner: string;
  spender: string;
}

export interface LatestBlock {
  number: number;
  /** unix seconds (chain time) */
  timestamp: number;
}

const lower = (address: string) => address.toLowerCase();

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
    /** the latest block's number and timestamp (chain time) */
    latestBlock: build.query<LatestBlock, void>({
      queryFn: chainQuery((_arg, { readLatestBlock }) => readLatestBlock(), 'Failed to read the latest block'),
      keepUnusedDataFor: 5,
      providesTags: ['Block'],
    }),
  }),
});

/** The chain cache's tags by scope (`chainTags.accountTags()` are dropped when the wallet changes). */
export const chainTags = tagScopes<ChainApiTag>(chainApi, KERNEL_TAGS);

export const { useTokenInfoQuery, useTokenBalanceQuery, useTokenAllowanceQuery, useLatestBlockQuery } = chainApi;
