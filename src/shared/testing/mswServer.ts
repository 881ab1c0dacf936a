import { setupServer } from 'msw/node';

/**
 * An msw server for one test file: listening for the whole file (an unhandled request fails the
 * test), handlers reset after each test. Call at the top level of the file.
 */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  afterEach(() => server.resetHandlers());
  return server;
}
