import type { ConnectorId } from '../../shared/wallet/walletSlice';
import type { Eip1193Provider } from '../../shared/wallet/eip1193';
import type { Eip6963ProviderDetail } from '../../shared/wallet/eip6963';

export interface ChooserEntry {
  connectorId: ConnectorId;
  name: string;
  /** data: URI or a path under public/ */
  icon?: string;
  /** shown under the name */
  hint?: string;
}

export const WALLETCONNECT_ENTRY: ChooserEntry = {
  connectorId: 'walletconnect',
  name: 'WalletConnect',
  icon: '/wallets/walletconnect.svg',
  hint: 'Scan a QR code with a mobile wallet',
};

/** EIP-6963 icons must be data URIs; anything else (a tracking URL) is not loaded. */
export function safeIcon(icon: string | undefined): string | undefined {
  return icon && /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/i.test(icon) ? icon : undefined;
}

/** The name of `window.ethereum`'s entry: 'MetaMask', or 'Browser Wallet' for any other injected wallet. */
export function injectedLabel(ethereum: Pick<Eip1193Provider, 'isMetaMask'>): string {
  return ethereum.isMetaMask ? 'MetaMask' : 'Browser Wallet';
}

/**
 * The chooser's list: `window.ethereum` first, then each EIP-6963 wallet once (by rdns), then
 * WalletConnect. An announced wallet that IS `window.ethereum` under the same name would be
 * listed twice, so it is merged into the first entry (lending it its icon); under another name
 * (a wallet that also sets `isMetaMask`) it keeps its own entry, so users find it by its name.
 */
export function chooserEntries(
  details: readonly Eip6963ProviderDetail[],
  ethereum: Eip1193Provider | undefined,
): ChooserEntry[] {
  const entries: ChooserEntry[] = [];
  const seen = new Set<string>();
  let injected: ChooserEntry | undefined;
  if (ethereum) {
    injected = { connectorId: 'injected', name: injectedLabel(ethereum), hint: 'Browser extension' };
    entries.push(injected);
  }
  for (const { info, provider } of details) {
    if (!info.rdns || seen.has(info.rdns)) continue;
    seen.add(info.rdns);
    const icon = safeIcon(info.icon);
    if (injected && provider === ethereum && info.name.trim().toLowerCase() === injected.name.toLowerCase()) {
      injected.icon ??= icon;
      continue;
    }
    entries.push({ connectorId: `eip6963:${info.rdns}`, name: info.name, icon });
  }
  entries.push(WALLETCONNECT_ENTRY);
  return entries;
}
