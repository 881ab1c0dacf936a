import { http, HttpResponse } from 'msw';
import { config } from '../../config';

/** The event index's activity routes with nothing to list, for pages whose tests are about something else. */
export const emptyActivityHandler = http.get(`${config.apiBase}/index/*`, () =>
  HttpResponse.json({ items: [], nextCursor: null, indexedBlock: 1, head: 1, lag: 0 }),
);
