import { http, HttpResponse } from 'msw';
import { config } from '../../config';
import { indexAnswer } from './indexAnswer';

/** The event index's activity routes with nothing to list, for pages whose tests are about something else. */
export const emptyActivityHandler = http.get(`${config.apiBase}/index/*`, () => HttpResponse.json(indexAnswer([])));
