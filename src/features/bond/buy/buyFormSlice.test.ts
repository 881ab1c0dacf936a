import { makeStore } from '../../../shared/store/store';
import { buyAmountSettled, buyAmountTyped, buyFormCleared, selectBuyForm } from './buyFormSlice';

describe('buyFormSlice', () => {
  it('keeps each sale its own typed and settled amount until a buy clears it', () => {
    const store = makeStore({ persistTransactions: false });
    store.dispatch(buyAmountTyped({ saleId: '3', amountText: '12.5' }));
    store.dispatch(buyAmountTyped({ saleId: '4', amountText: '7' }));
    expect(selectBuyForm(store.getState(), '3')).toEqual({ amountText: '12.5', settledText: '' });

    store.dispatch(buyAmountSettled({ saleId: '3', amountText: '12.5' }));
    expect(selectBuyForm(store.getState(), '3')).toEqual({ amountText: '12.5', settledText: '12.5' });

    store.dispatch(buyFormCleared({ saleId: '3' }));
    expect(selectBuyForm(store.getState(), '3')).toEqual({ amountText: '', settledText: '' });
    expect(selectBuyForm(store.getState(), '4').amountText).toBe('7');
  });
});
