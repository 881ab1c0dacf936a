import { loadChainClient } from '../chain/loadChainClient';
import type { WalletSigner } from '../chain/writer';
import { getActiveProvider } from './walletActions';

export type { WalletSigner } from '../chain/writer';

/**
 * The connected wallet as a signer (`../chain/writer`). Its code comes with the chain client's
 * chunk, on the first transaction, so nothing in the main bundle pulls it in.
 */
export async function getSigner(account?: string): Promise<WalletSigner> {
  const provider = getActiveProvider();
  if (!provider) throw new Error('Please connect your wallet');
  const { walletSigner } = await loadChainClient();
  return walletSigner(provider, account);
}
