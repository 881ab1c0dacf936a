import type { QuoteErrorTexts } from '../../../shared/ui/QuoteErrorPanel';

/**
 * 'Failed to fetch quote' with the server's words; a missing pool gets the liquidity explanation,
 * which says the server's reason once and adds only what to do about it.
 */
export function swapQuoteErrorTexts(error: string, detail: string | null): QuoteErrorTexts {
  const noLiquidity = !!detail && /liquidity/i.test(detail);
  return {
    title: error,
    message: detail,
    liquidity: noLiquidity
      ? {
          explanation: `${detail.replace(/[.\s]+$/, '')}. Try a smaller amount or a different token; a pool may not exist yet.`,
        }
      : null,
  };
}
