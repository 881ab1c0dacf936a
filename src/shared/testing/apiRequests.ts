import type { SetupServer } from 'msw/node';
import { config } from '../../config';

/**
 * The path of every API request a test file's msw server sees, in order, emptied before each test:
 * what a page cost, as the requests bench counts it in the browser.
 */
export function recordApiRequests(server: SetupServer): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(config.apiBase)) paths.push(new URL(request.url).pathname);
  });
  beforeEach(() => {
    paths.length = 0;
  });
  return paths;
}
