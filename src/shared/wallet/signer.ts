import type { JsonRpcSigner } from 'ethers';
import { getActiveProvider } from './walletActions';

/**
 * An ethers signer over the connected wallet's EIP-1193 provider. ethers is imported here on
 * demand, so nothing in the main bundle pulls it in. A fresh BrowserProvider per call keeps
 * it in step with the wallet's current chain.
 */
export async function getSigner(account?: string): Promise<JsonRpcSigner> {
  const provider = getActiveProvider();
  if (!provider) throw new Error('Please connect your wallet');
  const { BrowserProvider } = await import(/* webpackChunkName: "chain-client" */ 'ethers');
  return new BrowserProvider(provider).getSigner(account);
}
