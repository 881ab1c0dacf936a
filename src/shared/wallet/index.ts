/** The wallet module's public surface. Nothing here imports ethers statically. */
export { useWallet, useSectionChainGuard, switchWithToasts, chainGuardMessages, isWrongChain } from './useWallet';
export type { WalletView, GuardedSection } from './useWallet';
export { useNativeBalance } from './useNativeBalance';
export {
  connectWallet,
  disconnectWallet,
  restoreWallet,
  pollWallet,
  switchToTargetChain,
  getActiveProvider,
  CONNECTION_REJECTED_MESSAGE,
} from './walletActions';
export { getSigner } from './signer';
export { switchChain, addChainParameters, configuredChain, SWITCH_REJECTED_AFTER_ADD } from './chainSwitch';
export { useInjectedWallets, type WalletOption } from './eip6963';
export { WalletSync } from './WalletSync';
export * from './walletSlice';
export type { Eip1193Provider } from './eip1193';
