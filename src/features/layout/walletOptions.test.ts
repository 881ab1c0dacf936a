import type { Eip1193Provider } from '../../shared/wallet/eip1193';
import type { Eip6963ProviderDetail } from '../../shared/wallet/eip6963';
import { chooserEntries, injectedLabel, safeIcon } from './walletOptions';

const provider = (flags: Partial<Eip1193Provider> = {}): Eip1193Provider =>
  ({ request: async () => null, ...flags }) as Eip1193Provider;
const ICON = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';
const detail = (name: string, rdns: string, p: Eip1193Provider, icon = ICON): Eip6963ProviderDetail => ({
  info: { uuid: `${rdns}-uuid`, name, rdns, icon },
  provider: p,
});
const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

describe('chooserEntries', () => {
  it("lists 'MetaMask' for a MetaMask window.ethereum, and 'Browser Wallet' otherwise, then WalletConnect", () => {
    expect(injectedLabel({ isMetaMask: true })).toBe('MetaMask');
    expect(names(chooserEntries([], provider({ isMetaMask: true })))).toEqual(['MetaMask', 'WalletConnect']);
    expect(names(chooserEntries([], provider()))).toEqual(['Browser Wallet', 'WalletConnect']);
  });

  it('offers only WalletConnect without any browser wallet', () => {
    expect(chooserEntries([], undefined).map((entry) => entry.connectorId)).toEqual(['walletconnect']);
  });

  it('adds EIP-6963 wallets by name and icon, once per rdns', () => {
    const ethereum = provider({ isMetaMask: true });
    const rabby = provider();
    const entries = chooserEntries(
      [detail('Rabby Wallet', 'io.rabby', rabby), detail('Rabby Wallet', 'io.rabby', rabby), detail('Phantom', 'app.phantom', provider())],
      ethereum,
    );
    expect(entries.map((entry) => [entry.connectorId, entry.name])).toEqual([
      ['injected', 'MetaMask'],
      ['eip6963:io.rabby', 'Rabby Wallet'],
      ['eip6963:app.phantom', 'Phantom'],
      ['walletconnect', 'WalletConnect'],
    ]);
    expect(entries[1]?.icon).toBe(ICON);
  });

  it('merges the announcement of window.ethereum under the same name into one entry with its icon', () => {
    const ethereum = provider({ isMetaMask: true });
    const entries = chooserEntries([detail('MetaMask', 'io.metamask', ethereum)], ethereum);
    expect(entries.map((entry) => [entry.connectorId, entry.name])).toEqual([
      ['injected', 'MetaMask'],
      ['walletconnect', 'WalletConnect'],
    ]);
    expect(entries[0]?.icon).toBe(ICON);
  });

  it('keeps a wallet that also sets isMetaMask findable under its own announced name', () => {
    const ethereum = provider({ isMetaMask: true });
    expect(names(chooserEntries([detail('Test Wallet', 'test.wallet', ethereum)], ethereum))).toEqual([
      'MetaMask',
      'Test Wallet',
      'WalletConnect',
    ]);
  });

  it('never loads an announced icon that is not a data: image', () => {
    expect(safeIcon('https://tracker.example/pixel.png')).toBeUndefined();
    expect(safeIcon('javascript:alert(1)')).toBeUndefined();
    expect(safeIcon(ICON)).toBe(ICON);
    const entries = chooserEntries([detail('Evil', 'x.evil', provider(), 'https://tracker.example/a.svg')], undefined);
    expect(entries[0]?.icon).toBeUndefined();
  });
});
