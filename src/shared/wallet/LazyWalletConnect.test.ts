import { createWeb3ReactStoreAndActions } from '@web3-react/store';

const loaded = { count: 0 };
const activations: Array<number | undefined> = [];

jest.mock('@web3-react/walletconnect-v2', () => {
  loaded.count += 1;
  class FakeWalletConnect {
    provider: unknown;
    actions: { update: (u: { accounts: string[]; chainId: number }) => void };
    constructor({ actions }: { actions: FakeWalletConnect['actions'] }) {
      this.actions = actions;
    }
    async activate(chainId?: number) {
      activations.push(chainId);
      if (chainId === 999) throw new Error('Connection request reset. Please try again.');
      this.provider = { request: async () => null };
      this.actions.update({ accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'], chainId: chainId ?? 1 });
    }
    async connectEagerly() {
      throw new Error('No saved session');
    }
    async deactivate() {
      this.provider = undefined;
    }
  }
  return { WalletConnect: FakeWalletConnect };
});

import { LazyWalletConnect } from './LazyWalletConnect';

const options = { projectId: 'test', chains: [31337], showQrModal: true } as never;

describe('LazyWalletConnect', () => {
  it('does not load WalletConnect until the user picks it', async () => {
    const [store, actions] = createWeb3ReactStoreAndActions();
    const connector = new LazyWalletConnect({ actions, options, defaultChainId: 31337 });
    expect(loaded.count).toBe(0);
    expect(connector.loaded).toBe(false);

    await connector.activate();
    expect(loaded.count).toBe(1);
    expect(activations).toEqual([31337]);
    expect(connector.provider).toBeDefined();
    // the real connector reports through this connector's store
    expect(store.getState()).toMatchObject({ chainId: 31337, accounts: [expect.stringMatching(/^0x7099/i)] });

    await connector.deactivate();
    expect(connector.provider).toBeUndefined();
  });

  it('passes failures through (a closed QR modal is a rejection) and can try again', async () => {
    const [, actions] = createWeb3ReactStoreAndActions();
    const connector = new LazyWalletConnect({ actions, options, defaultChainId: 31337 });
    await expect(connector.activate(999)).rejects.toThrow('Connection request reset');
    await expect(connector.connectEagerly()).rejects.toThrow('No saved session');
    await connector.activate(31337);
    expect(connector.provider).toBeDefined();
  });
});
