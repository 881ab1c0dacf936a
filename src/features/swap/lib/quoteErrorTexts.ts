import type { QuoteErrorTexts } from '../../../shared/ui/QuoteErrorPanel';

/** 'Failed to fetch quote' with the server's words; a missing pool gets the liquidity explanation. */
export function swapQuoteErrorTexts(error: string, detail: string | null): QuoteErrorTexts {
  const noLiquidity = !!detail && /liquidity/i.test(detail);
  return {
    title: error,
    message: detail,
    liquidity: noLiquidity
      ? {
          explanation: `${error}: ${detail}. There is currently insufficient liquidity for this pair. Try a smaller amount or a different token; a pool may not exist yet.`,
        }
      : null,
  };
}
