/**
 * Finds the Chromium the browser tests drive. Playwright's own browser downloads do not
 * work here; Debian's `chromium` package does. A missing browser is a hard, explained
 * failure — never a silent skip.
 */
import fs from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Flags that keep Chromium from phoning home (no network here) and let it run as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function chromiumPath(): string {
  const fromEnv = process.env.CHROME_PATH;
  const candidate = fromEnv && fromEnv.length > 0 ? fromEnv : DEFAULT_CHROMIUM;
  try {
    fs.accessSync(candidate, fs.constants.X_OK);
    return candidate;
  } catch {
    throw new Error(
      `Chromium not found at ${candidate}` +
        (fromEnv ? ' (from CHROME_PATH)' : ` (set CHROME_PATH to use another browser binary)`) +
        '. The browser end-to-end tests need it. Install it with:\n' +
        '    apt-get update && apt-get install -y chromium\n' +
        `or point CHROME_PATH at a Chromium/Chrome executable (default ${DEFAULT_CHROMIUM}).`,
    );
  }
}
