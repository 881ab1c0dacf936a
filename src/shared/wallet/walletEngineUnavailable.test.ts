import { makeStore } from '../store/store';

// The engine's chunk cannot be fetched (network dropped after the page loaded).
jest.mock('./walletEngine', () => {
  throw new Error('Loading chunk wallet failed');
});

it('a wallet engine that cannot be loaded leaves the app disconnected with a sentence, and Connect can be tried again', async () => {
  const { connectWallet, WALLET_CODE_UNAVAILABLE_MESSAGE } = await import('./walletActions');
  const { notify } = await import('../toast/notify');
  const shown = jest.spyOn(notify, 'error');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const store = makeStore({ persistTransactions: false });

  await expect(store.dispatch(connectWallet('injected'))).resolves.toBe(false);
  expect(store.getState().wallet).toMatchObject({ status: 'disconnected', error: WALLET_CODE_UNAVAILABLE_MESSAGE });
  expect(shown).toHaveBeenCalledWith(WALLET_CODE_UNAVAILABLE_MESSAGE);

  await expect(store.dispatch(connectWallet('injected'))).resolves.toBe(false); // a second try loads again
  expect(shown).toHaveBeenCalledTimes(2);
});
