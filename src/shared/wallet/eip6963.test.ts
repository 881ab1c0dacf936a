import { act, renderHook } from '@testing-library/react';
import { listInjectedWallets, stopEip6963Discovery, useInjectedWallets, type Eip6963ProviderDetail } from './eip6963';
import { FakeEip1193 } from '../testing/fakeEip1193';

function detail(name: string, rdns: string, provider = new FakeEip1193()): Eip6963ProviderDetail {
  return { info: { uuid: `${rdns}-uuid`, name, icon: `data:image/svg+xml,${name}`, rdns }, provider };
}

describe('listInjectedWallets', () => {
  it('lists window.ethereum once, named by its own announcement, then the other wallets', () => {
    const metamask = detail('MetaMask', 'io.metamask');
    const rabby = detail('Rabby', 'io.rabby');
    expect(listInjectedWallets([metamask, rabby], metamask.provider)).toEqual([
      { connectorId: 'injected', name: 'MetaMask', icon: 'data:image/svg+xml,MetaMask' },
      { connectorId: 'eip6963:io.rabby', name: 'Rabby', icon: 'data:image/svg+xml,Rabby' },
    ]);
  });

  it('offers a generic browser wallet when window.ethereum made no announcement', () => {
    const other = new FakeEip1193();
    other.isMetaMask = false;
    expect(listInjectedWallets([], other)).toEqual([{ connectorId: 'injected', name: 'Browser wallet', icon: undefined }]);
    expect(listInjectedWallets([], undefined)).toEqual([]);
  });
});

describe('useInjectedWallets', () => {
  afterEach(() => stopEip6963Discovery());

  it('asks wallets to announce themselves and lists them as they do', () => {
    const requested = jest.fn();
    window.addEventListener('eip6963:requestProvider', requested);
    const { result, unmount } = renderHook(() => useInjectedWallets());
    expect(requested).toHaveBeenCalled();
    expect(result.current).toEqual([]);
    act(() => {
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail('Rabby', 'io.rabby') }));
    });
    expect(result.current.map((w) => w.name)).toEqual(['Rabby']);
    // a wallet answering again is not listed twice
    act(() => {
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail('Rabby', 'io.rabby') }));
    });
    expect(result.current).toHaveLength(1);
    window.removeEventListener('eip6963:requestProvider', requested);
    unmount();
  });
});
