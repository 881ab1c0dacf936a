import { encodeFunctionData } from 'viem';
import type { Eip1193Provider } from '../wallet/eip1193';
import { contractAddress, contractEntry, type ContractName, type ContractWriters, type WriteOptions } from './contracts';
import { withGasHeadroom } from '../../../common/chain/gasHeadroom';
import { sentTransaction, type SentTransaction } from './receipts';

/** A transaction for the wallet to sign and send. */
export interface WalletTransaction {
  to: string;
  data: string;
  /** wei */
  value?: bigint;
  /** a limit of the caller's; else the node's estimate plus headroom */
  gasLimit?: bigint;
}

/** The connected wallet as the write path uses it: raw transactions and the registered contracts' writes. */
export interface WalletSigner {
  /** lowercase */
  address: string;
  sendTransaction(tx: WalletTransaction): Promise<SentTransaction>;
  contracts: ContractWriters;
}

const hex = (value: bigint) => `0x${value.toString(16)}`;

function isWriteOptions(value: unknown): value is WriteOptions {
  return !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).every((key) => key === 'value');
}

/**
 * The wallet behind `provider` as a signer for `account` (its first account when none is named).
 * Each transaction goes to the wallet as `eth_sendTransaction`, with the node's gas estimate plus
 * headroom unless it carries a limit; the wallet prices the gas itself.
 */
export async function walletSigner(provider: Eip1193Provider, account?: string): Promise<WalletSigner> {
  const from = (account ?? ((await provider.request({ method: 'eth_accounts' })) as string[])[0])?.toLowerCase();
  if (!from) throw new Error('Please connect your wallet');

  const sendTransaction = async ({ to, data, value = 0n, gasLimit }: WalletTransaction): Promise<SentTransaction> => {
    const request = { from, to: to.toLowerCase(), data, value: hex(value) };
    const limit = gasLimit ?? withGasHeadroom(BigInt((await provider.request({ method: 'eth_estimateGas', params: [request] })) as string));
    const hash = (await provider.request({ method: 'eth_sendTransaction', params: [{ ...request, gas: hex(limit) }] })) as string;
    return sentTransaction(hash.toLowerCase());
  };

  const contracts = new Proxy({} as ContractWriters, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (address?: string) => {
        const { abi } = contractEntry(name);
        const to = contractAddress(name as ContractName, address);
        return new Proxy({} as Record<string, unknown>, {
          get(_inner, method) {
            if (typeof method !== 'string' || method === 'then') return undefined;
            return (...args: unknown[]) => {
              const options = args.length > 0 && isWriteOptions(args[args.length - 1]) ? (args.pop() as WriteOptions) : {};
              const data = encodeFunctionData({ abi, functionName: method, args });
              return sendTransaction({ to, data, value: options.value });
            };
          },
        });
      };
    },
  });

  return { address: from, sendTransaction, contracts };
}
