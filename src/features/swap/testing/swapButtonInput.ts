import type { SwapButtonInput } from '../lib/buttonState';

const E18 = 10n ** 18n;

/** A connected wallet ready to swap 5 of its 10 USDT, approved, with a quote: patch one field per case. */
export const READY_TO_SWAP: SwapButtonInput = {
  connected: true,
  wrongChain: false,
  hasSrcToken: true,
  hasDstToken: true,
  srcSymbol: 'USDT',
  amount: 5n * E18,
  balance: 10n * E18,
  isNativeSrc: false,
  allowance: 10n * E18,
  hasQuote: true,
  quoteLoading: false,
  running: null,
};
