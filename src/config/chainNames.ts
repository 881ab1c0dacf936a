import { config } from './index';

/**
 * Names of networks a wallet is often on, for the notice that it is on the wrong one ('Connected
 * to Ethereum (chain 1)'). The app's own chain takes its name from the deployment.
 */
const KNOWN_CHAIN_NAMES: Readonly<Record<number, string>> = {
  1: 'Ethereum',
  10: 'OP Mainnet',
  56: 'BNB Smart Chain',
  97: 'BNB Smart Chain Testnet',
  137: 'Polygon',
  204: 'opBNB',
  324: 'zkSync Era',
  8453: 'Base',
  42161: 'Arbitrum One',
  43114: 'Avalanche C-Chain',
  59144: 'Linea',
  11155111: 'Sepolia',
};

/** The network's name, or null for one the app does not know. */
export function chainName(chainId: number): string | null {
  if (chainId === config.chain.id) return config.chain.name;
  return KNOWN_CHAIN_NAMES[chainId] ?? null;
}

/** 'Ethereum (chain 1)', or 'chain 12345' for a network the app does not know. */
export function chainLabel(chainId: number): string {
  const name = chainName(chainId);
  return name ? `${name} (chain ${chainId})` : `chain ${chainId}`;
}
