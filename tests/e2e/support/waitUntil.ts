/**
 * Polls `check` until it returns a value other than undefined/false, or fails after
 * `timeout` ms with `message` and the last error. For on-chain or recorded conditions
 * (Playwright locators already wait on their own).
 */
export async function waitUntil<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  { timeout = 15_000, interval = 100, message = 'condition' }: { timeout?: number; interval?: number; message?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeout} ms waiting for ${message}` + (lastError ? `: ${String(lastError)}` : ''));
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
