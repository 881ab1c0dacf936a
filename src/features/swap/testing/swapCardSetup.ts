import { configure, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { clearCachedTokens } from '../api/tokenCache';
import { api, handlers, setLocation } from './swapFixtures';

/**
 * The swap card's test files share one setup: a fake API (msw) answering through `api`, a
 * clean token cache, local storage and location before each test, and console errors silenced.
 * Call at the top of a test file; returns the msw server for per-test handlers.
 */
export function setupSwapCardTests() {
  // the machine is shared: give async UI updates more than the default second
  configure({ asyncUtilTimeout: 5_000 });
  // MUI under jsdom on a shared 2-core machine: a full user flow takes several seconds
  jest.setTimeout(30_000);

  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    api.reset();
    clearCachedTokens();
    // the settings, imported tokens and pair a test leaves behind are not the next test's
    window.localStorage.clear();
    setLocation('');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    server.resetHandlers();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  return server;
}

export const payInput = () => screen.getByRole('textbox', { name: 'You pay' });
export const receiveInput = () => screen.getByRole('textbox', { name: 'You receive' });
export const mainButton = (name: string | RegExp) => screen.findByRole('button', { name });
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
