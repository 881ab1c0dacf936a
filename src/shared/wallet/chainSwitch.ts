import { config, type ChainConfig } from '../../config';
import { ChainNotConfiguredError, UserRejectedError } from '../errors/mapError';
import { parseChainId, rpcErrorCode, type Eip1193Provider } from './eip1193';

export const SWITCH_REJECTED_AFTER_ADD = 'User rejected switch after adding network.';

/** Only one network is supported (SPEC section 1): the deployment's. */
export function configuredChain(chainId: number): ChainConfig | undefined {
  return chainId === config.chain.id ? config.chain : undefined;
}

/** wallet_addEthereumChain parameters for a configured chain (SPEC section 3). */
export function addChainParameters(chain: ChainConfig) {
  return {
    chainId: chain.hexId,
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [chain.rpcUrl],
    ...(chain.explorerUrl ? { blockExplorerUrls: [chain.explorerUrl] } : {}),
  };
}

/**
 * Asks the wallet to switch to `chainId`: wallet_switchEthereumChain; when the wallet does not
 * know the chain (4902), wallet_addEthereumChain with its parameters, then checks that the
 * wallet really moved. A rejection at any step rejects (mapError sees it as user-rejected).
 */
export async function switchChain(provider: Eip1193Provider, chainId: number): Promise<void> {
  const chain = configuredChain(chainId);
  if (!chain) throw new ChainNotConfiguredError(chainId);
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chain.hexId }] });
    return;
  } catch (error) {
    if (rpcErrorCode(error) !== 4902) throw error;
  }
  await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(chain)] });
  // some wallets add without switching, or let the user decline the switch that follows
  const current = parseChainId(await provider.request({ method: 'eth_chainId' }));
  if (current !== chain.id) throw new UserRejectedError(SWITCH_REJECTED_AFTER_ADD);
}
