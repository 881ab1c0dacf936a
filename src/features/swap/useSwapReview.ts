import { useAppDispatch } from '../../shared/store/hooks';
import { useReview } from '../../shared/review/ReviewProvider';
import { swapReviewRows, type SwapReviewInput } from './lib/swapReview';
import type { SwapToken } from './lib/tokens';

/**
 * The writes load on the first send from a review (a visitor's first screen never pays for them);
 * a chunk that cannot load ends the step as failed (null), never as a review stuck in the wallet stage.
 */
async function loadSwapActions(): Promise<typeof import('./swapActions') | null> {
  try {
    return await import('./swapActions');
  } catch (error) {
    console.error('Could not load the swap writes', error);
    return null;
  }
}

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
      approval: withApproval
        ? {
            label: `Approve ${srcToken.symbol}`,
            run: async (id) => {
              const actions = await loadSwapActions();
              return actions ? dispatch(actions.approveSource(id)) : null;
            },
          }
        : null,
      confirm:
        dstAmount === null
          ? null
          : {
              label: 'Confirm swap',
              run: async (id) => {
                const actions = await loadSwapActions();
                return actions ? dispatch(actions.executeSwap(id)) : null;
              },
            },
    });
  };
}
