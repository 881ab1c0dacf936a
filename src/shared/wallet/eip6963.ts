import { useSyncExternalStore } from 'react';
import { getWindowEthereum, type Eip1193Provider } from './eip1193';

/** EIP-6963 multi-wallet discovery: wallets announce themselves with a name and an icon. */
export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  /** data: URI */
  icon: string;
  /** reverse-DNS id, stable across page loads ('io.metamask') */
  rdns: string;
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}

let announced: Eip6963ProviderDetail[] = [];
const listeners = new Set<() => void>();
let started = false;

function onAnnounce(event: Event): void {
  const detail = (event as CustomEvent<Eip6963ProviderDetail>).detail;
  if (!detail?.info?.rdns || !detail.provider || typeof detail.provider.request !== 'function') return;
  // a wallet re-announces on every request: keep one entry per rdns
  announced = [...announced.filter((d) => d.info.rdns !== detail.info.rdns), detail];
  listeners.forEach((listener) => listener());
}

/** Starts listening and asks installed wallets to announce themselves (idempotent). */
export function startEip6963Discovery(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('eip6963:announceProvider', onAnnounce);
  window.dispatchEvent(new Event('eip6963:requestProvider'));
}

export function getAnnouncedWallets(): Eip6963ProviderDetail[] {
  return announced;
}

export function findAnnouncedWallet(rdns: string): Eip6963ProviderDetail | undefined {
  return announced.find((d) => d.info.rdns === rdns);
}

/** Resolves when a wallet with this rdns has announced itself, or undefined after `timeoutMs`. */
export function waitForAnnouncedWallet(rdns: string, timeoutMs = 800): Promise<Eip6963ProviderDetail | undefined> {
  startEip6963Discovery();
  const found = findAnnouncedWallet(rdns);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const listener = () => {
      const detail = findAnnouncedWallet(rdns);
      if (detail) {
        cleanup();
        resolve(detail);
      }
    };
    const timer = setTimeout(() => {
      cleanup();
      resolve(undefined);
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      listeners.delete(listener);
    };
    listeners.add(listener);
  });
}

function subscribe(listener: () => void): () => void {
  startEip6963Discovery();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stops listening and forgets every announcement (WalletSync's unmount; the next start asks the
 * wallets to announce again, so nothing is lost across StrictMode's remount).
 */
export function stopEip6963Discovery(): void {
  if (typeof window !== 'undefined') window.removeEventListener('eip6963:announceProvider', onAnnounce);
  announced = [];
  started = false;
  listeners.forEach((listener) => listener());
}

export interface WalletOption {
  /** connector id to pass to `connectWallet` */
  connectorId: 'injected' | `eip6963:${string}`;
  name: string;
  /** data: URI, when the wallet announced one */
  icon?: string;
}

/**
 * The browser wallets for the chooser: `window.ethereum` first (named and drawn from its own
 * EIP-6963 announcement when it made one), then every other announced wallet. A wallet that is
 * also `window.ethereum` is listed once.
 */
export function listInjectedWallets(
  details: Eip6963ProviderDetail[],
  windowEthereum: Eip1193Provider | undefined,
): WalletOption[] {
  const options: WalletOption[] = [];
  const sameAsWindow = windowEthereum ? details.find((d) => d.provider === windowEthereum) : undefined;
  if (windowEthereum) {
    options.push({
      connectorId: 'injected',
      name: sameAsWindow?.info.name ?? (windowEthereum.isMetaMask ? 'MetaMask' : 'Browser wallet'),
      icon: sameAsWindow?.info.icon,
    });
  }
  for (const detail of details) {
    if (detail === sameAsWindow) continue;
    options.push({ connectorId: `eip6963:${detail.info.rdns}`, name: detail.info.name, icon: detail.info.icon });
  }
  return options;
}

let cachedFor: { details: Eip6963ProviderDetail[]; ethereum: Eip1193Provider | undefined; options: WalletOption[] } | null =
  null;

function snapshot(): WalletOption[] {
  const ethereum = getWindowEthereum();
  if (!cachedFor || cachedFor.details !== announced || cachedFor.ethereum !== ethereum) {
    cachedFor = { details: announced, ethereum, options: listInjectedWallets(announced, ethereum) };
  }
  return cachedFor.options;
}

const serverSnapshot: WalletOption[] = [];

/** The chooser's browser-wallet entries, updated as wallets announce themselves. */
export function useInjectedWallets(): WalletOption[] {
  return useSyncExternalStore(subscribe, snapshot, () => serverSnapshot);
}
