import { config } from '../../config';
import { mapError } from '../errors/mapError';
import { addChainParameters, switchChain, SWITCH_REJECTED_AFTER_ADD } from './chainSwitch';
import { FakeEip1193, userRejection } from '../testing/fakeEip1193';

const target = config.chain.id;

describe('switchChain (SPEC sections 5 and 8)', () => {
  it('switches with wallet_switchEthereumChain when the wallet knows the chain', async () => {
    const wallet = new FakeEip1193({ chainId: 1, knownChains: [1, target] });
    await switchChain(wallet, target);
    expect(wallet.chainId).toBe(target);
    expect(wallet.methods()).toEqual(['wallet_switchEthereumChain']);
    expect(wallet.requests[0].params).toEqual([{ chainId: `0x${target.toString(16)}` }]);
  });

  it('adds the chain on 4902, with the configured parameters', async () => {
    const wallet = new FakeEip1193({ chainId: 1, knownChains: [1] });
    await switchChain(wallet, target);
    expect(wallet.chainId).toBe(target);
    expect(wallet.methods()).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_chainId']);
    expect(wallet.requests[1].params).toEqual([addChainParameters(config.chain)]);
    expect(addChainParameters(config.chain)).toMatchObject({
      chainId: config.chain.hexId,
      chainName: config.chain.name,
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: [config.chain.rpcUrl],
    });
  });

  it("fails with 'User rejected switch after adding network.' when the wallet added but did not switch", async () => {
    const wallet = new FakeEip1193({ chainId: 1, knownChains: [1] });
    wallet.addWithoutSwitch = true;
    const error = await switchChain(wallet, target).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(SWITCH_REJECTED_AFTER_ADD);
    expect(SWITCH_REJECTED_AFTER_ADD).toBe('User rejected switch after adding network.');
    expect(mapError(error).kind).toBe('user-rejected');
  });

  it('passes a rejection of the switch through as a user rejection', async () => {
    const wallet = new FakeEip1193({ chainId: 1, knownChains: [1, target] });
    wallet.failNext.set('wallet_switchEthereumChain', userRejection());
    const error = await switchChain(wallet, target).catch((e: unknown) => e);
    expect(mapError(error).kind).toBe('user-rejected');
    expect(wallet.methods()).toEqual(['wallet_switchEthereumChain']);
  });

  it('refuses a chain that is not configured, without asking the wallet', async () => {
    const wallet = new FakeEip1193({ chainId: target });
    const error = await switchChain(wallet, 1).catch((e: unknown) => e);
    expect(mapError(error)).toEqual({ kind: 'chain-not-configured', message: 'Chain 1 is not configured' });
    expect(wallet.requests).toHaveLength(0);
  });
});
