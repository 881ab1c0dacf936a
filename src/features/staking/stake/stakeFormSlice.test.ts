import { makeStore } from '../../../shared/store/store';
import { selectStakeAmountText, stakeAmountTyped, stakeFormCleared } from './stakeFormSlice';

describe('stakeFormSlice', () => {
  it('keeps each pool its own amount until a stake clears it', () => {
    const store = makeStore({ persistTransactions: false });
    expect(selectStakeAmountText(store.getState(), '1')).toBe('');
    store.dispatch(stakeAmountTyped({ poolId: '1', amountText: '10' }));
    store.dispatch(stakeAmountTyped({ poolId: '2', amountText: '3' }));
    expect(selectStakeAmountText(store.getState(), '1')).toBe('10');
    store.dispatch(stakeFormCleared({ poolId: '1' }));
    expect(selectStakeAmountText(store.getState(), '1')).toBe('');
    expect(selectStakeAmountText(store.getState(), '2')).toBe('3');
  });
});
