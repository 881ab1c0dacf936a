import type { QuoteArgs, QuoteResponse } from '../api/types';

/** The identity of a quote request: its tokens and amount. */
export const quoteArgsKey = (a: QuoteArgs | null): string => (a ? `${a.src.toLowerCase()}:${a.dst.toLowerCase()}:${a.amount}` : '');

export interface QuoteView {
  quote: QuoteResponse | null;
  /** raw destination amount of the shown quote */
  dstAmount: string | null;
  quoteLoading: boolean;
  quoteError: string | null;
  /** the server's own words when it gave some (e.g. the 'liquidity' message) */
  quoteErrorDetail: string | null;
}

/** What the card needs of the quote query's result for the requested arguments. */
export interface QuoteRead {
  isUninitialized: boolean;
  isError: boolean;
  isFetching: boolean;
  data?: QuoteResponse;
  error?: unknown;
}

const EMPTY: QuoteView = { quote: null, dstAmount: null, quoteLoading: false, quoteError: null, quoteErrorDetail: null };

/**
 * SPEC section 3's quote, quoteLoading, quoteError and dstAmount: `desired` is what the form asks
 * for now, `requested` what the query was asked for (the form's input, debounced), `read` that
 * query's result. Only an answer for the current input shows.
 */
export function quoteView(desired: QuoteArgs | null, requested: QuoteArgs | null, read: QuoteRead): QuoteView {
  if (!desired) return EMPTY;
  // the input changed and the debounce has not settled yet: nothing current to show
  if (quoteArgsKey(desired) !== quoteArgsKey(requested)) return { ...EMPTY, quoteLoading: true };
  if (read.isUninitialized) return { ...EMPTY, quoteLoading: true };
  if (read.isError) {
    // 'Failed to fetch quote' clears the quote (SPEC section 8)
    const message = (read.error as { message?: string } | undefined)?.message;
    return { ...EMPTY, quoteError: 'Failed to fetch quote', quoteErrorDetail: message && message !== 'Failed to fetch quote' ? message : null };
  }
  const quote = read.data ?? null;
  // a refresh of the same request keeps the old quote while it is on its way
  return { ...EMPTY, quote, dstAmount: quote?.dstAmount ?? null, quoteLoading: read.isFetching };
}
