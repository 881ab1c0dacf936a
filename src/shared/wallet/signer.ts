import type { JsonRpcSigner, TransactionRequest } from 'ethers';
import { getActiveProvider } from './walletActions';

/**
 * Gas headroom added to the node's estimate when a call does not set its own limit. Some of
 * our contracts' gas depends on chain time (reward checkpoints), and a transaction is often
 * mined a second after it was estimated, so an exact estimate can run out of gas; wallets
 * add a margin for the same reason. 25% matches the dev stack's seed.
 */
export const GAS_HEADROOM_PERCENT = 25n;

export function withGasHeadroom(estimate: bigint): bigint {
  return (estimate * (100n + GAS_HEADROOM_PERCENT)) / 100n;
}

/**
 * An ethers signer over the connected wallet's EIP-1193 provider. ethers is imported here on
 * demand, so nothing in the main bundle pulls it in. A fresh BrowserProvider per call keeps
 * it in step with the wallet's current chain.
 */
export async function getSigner(account?: string): Promise<JsonRpcSigner> {
  const provider = getActiveProvider();
  if (!provider) throw new Error('Please connect your wallet');
  const { BrowserProvider, JsonRpcSigner: BaseSigner } = await import(/* webpackChunkName: "chain-client" */ 'ethers');

  class HeadroomSigner extends BaseSigner {
    override async sendUncheckedTransaction(tx: TransactionRequest): Promise<string> {
      if (tx.gasLimit == null) {
        const estimate = await this.provider.estimateGas({ ...tx, from: this.address });
        return super.sendUncheckedTransaction({ ...tx, gasLimit: withGasHeadroom(estimate) });
      }
      return super.sendUncheckedTransaction(tx);
    }
  }

  const browserProvider = new BrowserProvider(provider);
  const signer = await browserProvider.getSigner(account);
  return new HeadroomSigner(browserProvider, signer.address);
}
