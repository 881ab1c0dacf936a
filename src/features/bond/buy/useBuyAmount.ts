import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { config } from '../../../config';
import { buyAmountSettled, buyAmountTyped, selectBuyForm } from './buyFormSlice';

/** The typed amount from the store; the quote amount settles `quoteDebounce` ms after typing stops. */
export function useBuyAmount(saleId: string) {
  const dispatch = useAppDispatch();
  const { amountText, settledText } = useAppSelector((state) => selectBuyForm(state, saleId));
  useEffect(() => {
    if (amountText === settledText) return undefined;
    const timer = setTimeout(() => dispatch(buyAmountSettled({ saleId, amountText })), config.timing.quoteDebounce);
    return () => clearTimeout(timer);
  }, [amountText, settledText, saleId, dispatch]);
  return { amountText, settledText, setAmountText: (text: string) => dispatch(buyAmountTyped({ saleId, amountText: text })) };
}
