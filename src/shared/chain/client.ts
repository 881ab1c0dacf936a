import type { ContractRunner, JsonRpcProvider, TransactionRequest } from 'ethers';
import { config, NATIVE_TOKEN_ADDRESS } from '../../config';
import { connect, interfaces } from './contracts';
import { MulticallBatcher, callException } from './multicall';
import { getReadProvider, setReadProvider } from './provider';

/**
 * The chain client: everything that needs ethers, loaded on demand through `loadChainClient()`
 * (chainApi queryFns, transactions). Contract instances returned by `contracts` are TypeChain
 * wrappers on a runner whose calls all go through the Multicall3 batcher, so
 * `Promise.all(rows.map((r) => contracts.bondSale(r).soldTokens()))` is one eth_call.
 */

let batcher: MulticallBatcher | null = null;
let batchedRunner: ContractRunner | null = null;

export function getBatcher(): MulticallBatcher {
  if (!batcher) batcher = new MulticallBatcher(getReadProvider(), config.chain.multicall3);
  return batcher;
}

/** Reads with a sender, a value or a block tag are not batchable and go straight to the node. */
function isPlainRead(tx: TransactionRequest): tx is TransactionRequest & { to: string; data: string } {
  return (
    typeof tx.to === 'string' &&
    typeof tx.data === 'string' &&
    tx.from == null &&
    (tx.value == null || BigInt(tx.value) === 0n) &&
    tx.blockTag == null
  );
}

export function getBatchedRunner(): ContractRunner {
  if (!batchedRunner) {
    const provider = getReadProvider();
    batchedRunner = {
      provider,
      async call(tx: TransactionRequest): Promise<string> {
        if (!isPlainRead(tx)) return provider.call(tx);
        const call = { target: tx.to, callData: tx.data };
        const result = await getBatcher().call({ ...call, allowFailure: true });
        if (!result.success) throw callException(call, result.returnData);
        return result.returnData;
      },
    };
  }
  return batchedRunner;
}

/** TypeChain contracts on the batched read runner (default addresses from the deployment). */
export const contracts = {
  erc20: (address: string) => connect.erc20(address, getBatchedRunner()),
  multicall3: () => connect.multicall3(config.chain.multicall3, getBatchedRunner()),
  bondFactory: (address: string = config.contracts.bondFactory) => connect.bondFactory(address, getBatchedRunner()),
  bondSale: (address: string) => connect.bondSale(address, getBatchedRunner()),
  stakingFactory: (address: string = config.contracts.stakingFactory) => connect.stakingFactory(address, getBatchedRunner()),
  stakingPool: (address: string) => connect.stakingPool(address, getBatchedRunner()),
};

/** For writes: the same typed contracts on the wallet's signer, and the parsed ABIs (receipt logs). */
export { connect, interfaces };

export function isNativeToken(address: string): boolean {
  return address.toLowerCase() === NATIVE_TOKEN_ADDRESS;
}

/** Raw balance as a decimal string; BNB through Multicall3's getEthBalance (same batch). */
export async function readBalance(token: string, owner: string): Promise<string> {
  if (isNativeToken(token)) return (await contracts.multicall3().getEthBalance(owner)).toString();
  return (await contracts.erc20(token).balanceOf(owner)).toString();
}

export async function readLatestBlock(): Promise<{ number: number; timestamp: number }> {
  const block = await getReadProvider().getBlock('latest');
  if (!block) throw new Error('Could not read the latest block');
  return { number: block.number, timestamp: block.timestamp };
}

export { getReadProvider };

/** Tests: point the client at another node (or a fake) and drop the cached batcher and runner. */
export function resetChainClient(provider: JsonRpcProvider | null = null): void {
  setReadProvider(provider);
  batcher = null;
  batchedRunner = null;
}
