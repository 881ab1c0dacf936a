import { useAppDispatch } from '../../shared/store/hooks';
import { useReview } from '../../shared/review/ReviewProvider';
import { swapReviewRows, type SwapReviewInput } from './lib/swapReview';
import type { SwapToken } from './lib/tokens';
import { approveSource, executeSwap } from './swapActions';

interface SwapReviewState extends Omit<SwapReviewInput, 'src' | 'dst' | 'srcAmount' | 'dstAmount' | 'srcUsd' | 'dstUsd'> {
  srcToken: SwapToken | null;
  dstToken: SwapToken | null;
  amount: bigint | null;
  dstAmount: bigint | null;
  values: { srcUsd: bigint | null; dstUsd: bigint | null } | null;
}

/** Opens the review of the card's swap; an approval still needed is its first step (its only one before a quote). */
export function useSwapReview({ srcToken, dstToken, amount, dstAmount, values, ...rest }: SwapReviewState) {
  const dispatch = useAppDispatch();
  const { openReview } = useReview();
  return (withApproval: boolean) => {
    if (!srcToken || !dstToken || amount === null) return;
    // without a quote only an approval can be reviewed; the swap gets its own review once quoted
    if (dstAmount === null && !withApproval) return;
    openReview({
      title: 'Review swap',
      rows: swapReviewRows({
        ...rest,
        src: srcToken,
        dst: dstToken,
        srcAmount: amount,
        dstAmount,
        srcUsd: values?.srcUsd ?? null,
        dstUsd: values?.dstUsd ?? null,
      }),
      priceImpact: rest.priceImpact,
      approval: withApproval ? { label: `Approve ${srcToken.symbol}`, run: (id) => dispatch(approveSource(id)) } : null,
      confirm: dstAmount === null ? null : { label: 'Confirm swap', run: (id) => dispatch(executeSwap(id)) },
    });
  };
}
