import { ApiError } from '../lib/errors';
import { TWAP_WINDOW_SECONDS } from './priceRule';

/**
 * No price can be signed for this sale right now, for a reason of its own that passes (its price
 * history is too short, or cannot be read): a 503 with `Retry-After`. It belongs to the sale, not
 * to the server, so the market's summaries show it on the sale's card instead of failing the page.
 */
export class PricingUnavailableError extends ApiError {
  constructor(
    message: string,
    /** seconds until asking again can succeed */
    readonly retryAfterSeconds: number,
    /** when pricing will be ready (unix seconds of chain time), when that is known */
    readonly readyAt?: number,
  ) {
    super(503, message);
    this.name = 'PricingUnavailableError';
  }
}

/** The time a sentence names: the minute pricing is ready, rounded up so it is never early. */
export function readyClock(readyAt: number): string {
  const minute = Math.ceil(readyAt / 60) * 60;
  return `${new Date(minute * 1000).toISOString().slice(11, 16)} UTC`;
}

/** The sale's price history is shorter than the window: nothing is signed until it is long enough. */
export function pricingNotReady(readyAt: number, now: number): PricingUnavailableError {
  const minutes = TWAP_WINDOW_SECONDS / 60;
  return new PricingUnavailableError(
    `Pricing for this sale starts at ${readyClock(readyAt)}: it needs ${minutes} minutes of price history.`,
    Math.max(1, readyAt - now),
    readyAt,
  );
}

/** The price history cannot be read (the database is down) and no on-chain oracle stands in. */
export function priceHistoryUnreadable(reason: string): PricingUnavailableError {
  return new PricingUnavailableError(
    `No price can be signed for this sale while its price history cannot be read (${reason.replace(/\.$/, '').toLowerCase()}); please try again shortly.`,
    5,
  );
}
