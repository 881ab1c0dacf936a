/**
 * A sale whose price history is still shorter than 30 minutes has no signable price yet: the API
 * answers its price and quote with a 503 whose `message` names the time pricing starts
 * ('Pricing for this sale starts at 14:32 UTC: it needs 30 minutes of price history.') and whose
 * `readyAt` gives it in chain seconds. That is the sale's state, not an outage: the buy box shows
 * the sentence as it is, and the read comes back by itself once pricing is ready.
 */

/** The sentence of a not-ready answer from the API (an RTK Query error of productApi), else null. */
export function pricingNotReadyMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { status, message, data } = error as { status?: unknown; message?: unknown; data?: { readyAt?: unknown } };
  return status === 503 && typeof data?.readyAt === 'number' && typeof message === 'string' ? message : null;
}

/** The same for a market summary's per-sale `priceError`. */
export function summaryNotReadyMessage(priceError: { statusCode: number; message: string; readyAt?: number } | null | undefined): string | null {
  return priceError?.statusCode === 503 && typeof priceError.readyAt === 'number' ? priceError.message : null;
}
