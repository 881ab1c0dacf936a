import { http, HttpResponse } from 'msw';
import { config } from '../../../config';
import type { Prices } from '../usdValue';

/**
 * msw handler for `/v1/prices` answering whatever `prices` holds at request time (lowercase
 * address → USD); tests fill or empty the object to price tokens or leave them unpriced.
 */
export function pricesHandler(prices: Prices) {
  return http.get(`${config.apiBase}/v1/prices`, () => HttpResponse.json({ prices }));
}
