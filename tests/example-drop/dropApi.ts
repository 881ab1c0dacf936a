import mockErc20Abi from '../../abis/MockERC20.json';
import type { MockERC20 } from '../../typechain-types/MockERC20';
import { config } from '../../src/config';
import { productApi } from '../../src/shared/api/productApi';
import { recoveringQueryHooks } from '../../src/shared/api/recovery';
import { chainApi, chainQuery } from '../../src/shared/chain/chainApi';
import { registerContracts } from '../../src/shared/chain/contracts';
import type { ChainReader } from '../../src/shared/chain/loadChainClient';
import { decimalsOrDefault, readTokenFacts, type TokenFacts } from '../../src/shared/listing/tokenReads';
import { registerMetadataKind } from '../../src/shared/metadata/metadataKinds';
import { metadataTag } from '../../src/shared/metadata/metadataTag';
import { dropAddresses, dropScope, DROP_KIND } from './drops';

declare module '../../src/shared/chain/contracts' {
  interface ContractTypes { dropToken: MockERC20 }
}
registerContracts({ dropToken: { abi: mockErc20Abi } });
registerMetadataKind({ kind: DROP_KIND, postPath: '/create-drop', postBody: ({ id, address }) => ({ dropId: id, token: address }), needsAddress: true, factory: () => dropScope(config) });
export type Drop = TokenFacts & { id: string; address: string; decimals: number; totalSupply: string; owner: string };

/** One drop's figures and owner, read in the caller's tick: every drop of the list is one Multicall3 batch. */
async function readDrop({ contracts }: ChainReader, address: string, index: number): Promise<Drop> {
  const [facts, supply, owner] = await Promise.all([readTokenFacts(contracts, address), contracts.erc20(address).totalSupply(), contracts.dropToken(address).owner()]);
  return { id: String(index + 1), address, ...facts, decimals: decimalsOrDefault(facts.decimals), totalSupply: supply.toString(), owner: owner.toLowerCase() };
}
/** Every drop: a handful of tokens, so the detail page reads them all too. */
const dropChainApi = chainApi.injectEndpoints({
  endpoints: (build) => ({ drops: build.query<Drop[], void>({ queryFn: chainQuery((_arg, reader) => Promise.all(dropAddresses(config).map((address, i) => readDrop(reader, address, i)))) }) }),
});
/** The owner's signed description and logo (a 404 until one is posted); a post refreshes it through the metadata tag. */
const dropMetadataApi = productApi.injectEndpoints({
  endpoints: (build) => ({ dropMetadata: build.query<{ description: string; logoUrl: string | null }, string>({ query: (id) => `/drops/${id}/metadata`, providesTags: (_r, _e, id) => [metadataTag(DROP_KIND, id)] }) }),
});

export const { useDropsQuery } = recoveringQueryHooks(dropChainApi);
export const { useDropMetadataQuery } = recoveringQueryHooks(dropMetadataApi);
