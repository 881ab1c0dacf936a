import { NATIVE_TOKEN_ADDRESS } from '../../common/chain/nativeToken';

type DropSource = { tokens: readonly { address: string }[]; contracts: { wbnb: string } };
export const DROP_KIND = 'drop';

/** Drops are the deployment's listed ERC-20s that have an owner: all but BNB (no contract) and WBNB (no owner). Drop n is the n-th. */
export const dropAddresses = ({ tokens, contracts }: DropSource): string[] =>
  tokens.map((token) => token.address.toLowerCase()).filter((address) => address !== NATIVE_TOKEN_ADDRESS && address !== contracts.wbnb.toLowerCase());
export const dropAddress = (source: DropSource, id: bigint): string | undefined => dropAddresses(source)[Number(id) - 1];

/** What signed posts name as the kind's factory: the first drop, a contract of this deployment only. */
export const dropScope = (source: DropSource): string => dropAddresses(source)[0];
