import { configureStore } from '@reduxjs/toolkit';
import { config } from '../../config';
import { transactionAdded, transactionFinalized, transactionsSlice, walletRequestEnded, walletRequestStarted } from '../../shared/tx';
import type { TransactionInfo } from '../../shared/tx';
import { swapButtonState } from './lib/buttonState';
import { READY_TO_SWAP } from './testing/swapButtonInput';
import { selectSwapRunning } from './swapRunning';

const ACCOUNT = '0x00000000000000000000000000000000000000a1';
const USDT = '0x55d398326f99059fF775485246999027B3197955';
const SWAP: TransactionInfo = {
  type: 'swap',
  inputToken: USDT,
  outputToken: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  inputSymbol: 'USDT',
  outputSymbol: 'BNB',
  input: { raw: '1000000000000000000', decimals: 18 },
};
const ROUTER_APPROVAL: TransactionInfo = { type: 'approve', token: USDT, symbol: 'USDT', spender: config.swapRouter };
const FACTORY_APPROVAL: TransactionInfo = { type: 'approve', token: USDT, symbol: 'USDT', spender: '0x00000000000000000000000000000000000000f1' };

const ready = READY_TO_SWAP;

/** The store the app has, reduced to what the card's running state reads: only tx actions are dispatched. */
function txStore() {
  return configureStore({ reducer: { transactions: transactionsSlice.reducer } });
}
type State = ReturnType<ReturnType<typeof txStore>['getState']>;
const label = (state: State) => swapButtonState({ ...ready, running: selectSwapRunning(state as never) }).label;

describe('the swap button from the tracked transactions alone (as DevTools replays them)', () => {
  it('spins through the wallet and the receipt, then is idle again', () => {
    const store = txStore();
    expect(label(store.getState())).toBe('Swap');
    store.dispatch(walletRequestStarted({ id: 'r1', info: SWAP, account: ACCOUNT }));
    expect(label(store.getState())).toBe('Swapping...');
    store.dispatch(transactionAdded({ hash: '0xabc', summary: 'Swap 1 USDT for BNB', info: SWAP, chainId: 56, account: ACCOUNT, addedAt: 1, requestId: 'r1' }));
    store.dispatch(walletRequestEnded({ id: 'r1' }));
    expect(label(store.getState())).toBe('Confirming...');
    store.dispatch(transactionFinalized({ hash: '0xabc', status: 'confirmed', finalizedAt: 2 }));
    expect(label(store.getState())).toBe('Swap');
  });

  it("shows the router approval, and a rejection in the wallet leaves it idle", () => {
    const store = txStore();
    store.dispatch(walletRequestStarted({ id: 'r2', info: ROUTER_APPROVAL, account: ACCOUNT }));
    expect(swapButtonState({ ...ready, allowance: 0n, running: selectSwapRunning(store.getState() as never) })).toMatchObject({
      label: 'Approving...',
      disabled: true,
      showInfiniteApproval: true,
    });
    store.dispatch(walletRequestEnded({ id: 'r2' }));
    expect(selectSwapRunning(store.getState() as never)).toBeNull();
  });

  it("ignores another form's approval (a listing factory's), which names its spender", () => {
    const store = txStore();
    store.dispatch(walletRequestStarted({ id: 'r3', info: FACTORY_APPROVAL, account: ACCOUNT }));
    expect(selectSwapRunning(store.getState() as never)).toBeNull();
    expect(label(store.getState())).toBe('Swap');
  });
});
