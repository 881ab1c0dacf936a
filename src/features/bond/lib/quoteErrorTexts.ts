import type { QuoteErrorTexts } from '../../../shared/ui/QuoteErrorPanel';
import { isLiquidityError } from './quoteRules';

/** The bond price/quote failure in the bond section's words (SPEC section 8). */
export function bondQuoteErrorTexts(message: string): QuoteErrorTexts {
  return {
    title: 'Unable to Get Price Quote',
    message,
    liquidity: isLiquidityError(message)
      ? {
          explanation: 'There is currently insufficient liquidity for this token. Please try again later or select a different bond.',
          tip: 'Tip: the token may not have a liquidity pool on the DEX yet, so no price can be quoted.',
        }
      : null,
  };
}
