/**
 * Node-side helpers over the shared test chain: raw JSON-RPC, snapshots, time, funded
 * dev accounts and balances. Tests use these to arrange state and to check results on
 * chain, independently of what the app shows.
 */
import fs from 'node:fs';
import { Contract, HDNodeWallet, JsonRpcProvider, Mnemonic, getAddress } from 'ethers';
import { postWithReconnect } from '../../../scripts/postWithReconnect';
import { clearApiDatabase } from '../../stack/api';
import { stackEnv, stackPaths } from '../../stack/env';
import { NATIVE_TOKEN_ADDRESS } from '../../../common/chain/nativeToken';

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

export class JsonRpcError extends Error {
  constructor(
    readonly method: string,
    readonly error: JsonRpcErrorObject,
  ) {
    super(`${method}: ${error.message} (code ${error.code})`);
  }
}

let rpcId = 0;

/** One raw JSON-RPC call; resolves to `{result}` or `{error}` exactly as the node answered. */
export async function rawRpc(
  method: string,
  params: unknown[] = [],
  url = stackEnv().rpcUrl,
): Promise<{ result?: unknown; error?: JsonRpcErrorObject }> {
  const response = await postWithReconnect(url, JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }));
  if (!response.ok) {
    return { error: { code: -32603, message: `RPC HTTP ${response.status} ${response.statusText}` } };
  }
  const body = (await response.json()) as { result?: unknown; error?: JsonRpcErrorObject };
  return body.error ? { error: body.error } : { result: body.result };
}

/** A JSON-RPC call that throws on error. */
export async function rpc<T = unknown>(method: string, params: unknown[] = [], url?: string): Promise<T> {
  const answer = await rawRpc(method, params, url);
  if (answer.error) throw new JsonRpcError(method, answer.error);
  return answer.result as T;
}

let providerCache: { url: string; provider: JsonRpcProvider } | undefined;

/**
 * An ethers provider on the stack's chain. Caching is off (cacheTimeout -1) because tests
 * revert the chain under it and must never see a stale block or nonce.
 */
export function provider(): JsonRpcProvider {
  const env = stackEnv();
  if (providerCache?.url !== env.rpcUrl) {
    providerCache = {
      url: env.rpcUrl,
      provider: new JsonRpcProvider(env.rpcUrl, env.chainId, {
        staticNetwork: true,
        cacheTimeout: -1,
        batchMaxCount: 1,
        pollingInterval: 100,
      }),
    };
  }
  return providerCache.provider;
}

const mnemonic = Mnemonic.fromPhrase(DEV_MNEMONIC);

/** Dev accounts: 0–19 are Hardhat's funded accounts; from 100 on, `seed:scale`'s wallets (impersonated there). */
const LAST_DEV_ACCOUNT = 999;

/** The wallet of dev account `index` of the dev mnemonic, not connected. */
export function devWallet(index: number): HDNodeWallet {
  if (!Number.isInteger(index) || index < 0 || index > LAST_DEV_ACCOUNT) throw new Error(`no dev account ${index}`);
  return HDNodeWallet.fromMnemonic(mnemonic, `m/44'/60'/0'/0/${index}`);
}

/** The dev account index of an address of the dev mnemonic (a scale seed's heavy wallet). */
export function devWalletIndexOf(address: string): number {
  const wanted = address.toLowerCase();
  for (let index = 0; index <= LAST_DEV_ACCOUNT; index += 1) {
    if (devWallet(index).address.toLowerCase() === wanted) return index;
  }
  throw new Error(`${address} is not a dev account`);
}

/** The signer of dev account `index`, connected to the stack's chain. */
export function signer(index: number): HDNodeWallet {
  return devWallet(index).connect(provider());
}

/** Checksummed address of dev account `index`. */
export function address(index: number): string {
  return devWallet(index).address;
}

export async function snapshot(): Promise<string> {
  return rpc<string>('evm_snapshot');
}

/**
 * Reverts to `id`, then puts chain time back on the wall clock with a freshly mined block.
 * Hardhat snapshots are single-use: take a new one afterwards if needed.
 *
 * Why the re-anchoring: after evm_revert Hardhat's clock runs ahead of the wall clock by the
 * time that passed since the snapshot (measured: idle 10 s → +10 s, cumulative over
 * reverts), and the latest block is the snapshot's, minutes old. Both break anything that
 * reads "now" from the latest block or the wall clock — signed bond quotes expired on
 * arrival, a browser clock at chain time disagreeing with the API.
 */
export async function revert(id: string): Promise<void> {
  const ok = await rpc<boolean>('evm_revert', [id]);
  if (ok !== true) throw new Error(`evm_revert(${id}) failed: the snapshot does not exist (already used?)`);
  await anchorChainClock();
}

/**
 * Mines a block at max(wall clock, latest block + 1): afterwards the chain's time offset is
 * 0 again (unless the chain was already ahead) and the latest block is fresh.
 */
export async function anchorChainClock(): Promise<void> {
  const wall = Math.floor(Date.now() / 1000);
  const next = Math.max(wall, (await latestTimestamp()) + 1);
  await rpc('evm_setNextBlockTimestamp', [next]);
  await rpc('evm_mine');
}

/**
 * Puts the stack back to its freshly seeded state: the chain (reverted to the seed snapshot,
 * which is re-armed) and the API database (emptied, as at stack start, but for the price history
 * taken before the seed snapshot). The stack project
 * runs it before every test file (tests/stack/perFile.ts); calling it again is harmless.
 */
export async function resetToSeed(): Promise<void> {
  const file = stackPaths().seedSnapshotFile;
  // revert() also re-anchors the chain clock, so the new snapshot is taken at wall-clock time
  const { id } = JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string };
  await revert(id);
  const next = await snapshot();
  fs.writeFileSync(file, JSON.stringify({ id: next }));
  clearApiDatabase(stackEnv().seedTime);
}

export async function latestTimestamp(): Promise<number> {
  const block = await rpc<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false]);
  return Number(BigInt(block.timestamp));
}

export async function mine(): Promise<void> {
  await rpc('evm_mine');
}

/** Moves chain time only; AppSession.advanceTime moves the browser clock too. */
export async function increaseTime(seconds: number): Promise<void> {
  if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`increaseTime needs whole seconds ≥ 0, got ${seconds}`);
  await rpc('evm_increaseTime', [seconds]);
  await rpc('evm_mine');
}

const ERC20_READ_ABI = [
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address,address) view returns (uint256)',
  'function decimals() view returns (uint8)',
];

/** Raw balance (bigint) of `token` held by `owner`; BNB is 0xeeee…eeee. */
export async function erc20Balance(token: string, owner: string): Promise<bigint> {
  if (token.toLowerCase() === NATIVE_TOKEN_ADDRESS) return provider().getBalance(owner);
  const erc20 = new Contract(getAddress(token), ERC20_READ_ABI, provider());
  return (await erc20.balanceOf(owner)) as bigint;
}

export async function erc20Allowance(token: string, owner: string, spender: string): Promise<bigint> {
  const erc20 = new Contract(getAddress(token), ERC20_READ_ABI, provider());
  return (await erc20.allowance(owner, spender)) as bigint;
}

export async function bnbBalance(owner: string): Promise<bigint> {
  return provider().getBalance(owner);
}
