import { useRef } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useReview } from '../../../shared/review/ReviewProvider';
import { approvePayment, buyBond } from '../api';
import type { BondSale, SignedBondQuote } from '../api/types';
import { buyReviewContent, type BuyReviewInput } from '../lib/buyReview';
import { buyFormCleared } from './buyFormSlice';

export interface PurchaseInput {
  sale: BondSale;
  account: string | null | undefined;
  /** the signed quote for exactly the amount in the box, if there is one */
  current: SignedBondQuote | undefined;
  paymentAmount: bigint | null;
  paymentToken: string;
  paymentSymbol: string;
  paymentDecimals: number;
  tokenAmount: bigint;
  tokenDecimals: number;
  tokenSymbol: string;
  tokenUsdPrice: BuyReviewInput['tokenUsdPrice'];
  paymentUsdPrice: BuyReviewInput['paymentUsdPrice'];
  nowSeconds: number;
}

/**
 * The buy box's two actions: approve the payment token for the sale, and buy through the review
 * modal with the quote the buyer reviewed (or a fresher one for the same amount that costs no more).
 */
export function usePurchase(input: PurchaseInput) {
  const dispatch = useAppDispatch();
  const { openReview } = useReview();
  const { sale, account, current, paymentAmount, paymentToken, paymentSymbol, paymentDecimals } = input;
  const { tokenAmount, tokenDecimals, tokenSymbol, tokenUsdPrice, paymentUsdPrice, nowSeconds } = input;
  const latestQuote = useRef(current);
  latestQuote.current = current;

  const approve = async () => {
    if (!account || paymentAmount === null) return;
    await dispatch(
      approvePayment({ token: paymentToken, symbol: paymentSymbol, saleAddress: sale.saleAddress, owner: account, amount: paymentAmount.toString() }),
    );
  };

  const buy = () => {
    if (!account || !current || paymentAmount === null) return;
    const reviewed = current;
    openReview({
      title: `Review purchase of ${tokenSymbol}`,
      ...buyReviewContent({
        tokenAmount,
        tokenDecimals,
        tokenSymbol,
        paymentAmount,
        paymentDecimals,
        paymentSymbol,
        tokenUsdPrice,
        paymentUsdPrice,
        discountBps: reviewed.quote.discountBps,
        priceSource: reviewed.quote.priceSource,
        vestingDuration: sale.vestingDuration,
        nowSeconds,
      }),
      confirm: {
        label: 'Confirm purchase',
        run: async (requestId) => {
          // quotes live 60 s: a fresher one for the same amount is used if it costs no more than the reviewed one
          const fresh = latestQuote.current;
          const signed =
            fresh && fresh.quote.tokenAmount === reviewed.quote.tokenAmount && BigInt(fresh.quote.paymentAmount) <= BigInt(reviewed.quote.paymentAmount)
              ? fresh
              : reviewed;
          const outcome = await dispatch(
            buyBond({
              saleId: sale.saleId,
              saleAddress: sale.saleAddress,
              currency: sale.currency,
              buyer: account,
              quote: signed.quote,
              signature: signed.signature,
              token: { address: sale.token, symbol: tokenSymbol, decimals: tokenDecimals },
              requestId,
            }),
          );
          if (outcome.status === 'confirmed') dispatch(buyFormCleared({ saleId: sale.saleId }));
          return outcome;
        },
      },
    });
  };

  return { approve, buy };
}
