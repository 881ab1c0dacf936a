/**
 * `npm run size`: the JavaScript a first-time visitor's browser loads (gzip, until the network is
 * idle) on each main route, against its budget: `/` ≤ 190 KiB, each section route ≤ 250 KiB.
 *
 * Measured in Chromium (playwright-core) against the production build served with gzip, with the
 * dev stack's API and node behind it (scripts/front/measuredStack.ts: reuses the browser tests'
 * build in `<STACK_DIR>/dist` when there is one, else builds). Prints a table; exit 1 over budget.
 *
 *   npm run size                  measure (reusing the stack's build if present)
 *   npm run size -- --build       build first, even if a build exists
 *   npm run size -- --verbose     also list every script each route loaded
 */
import path from 'node:path';
import { jsTable, jsVerdict, kib } from './front/budgets';
import { launchChromium, measureJsLoaded, type RouteLoad } from './front/jsLoaded';
import { MEASURED_ROUTES, startMeasuredStack } from './front/measuredStack';

async function main(): Promise<void> {
  const started = Date.now();
  const stack = await startMeasuredStack({ rebuild: process.argv.includes('--build') });
  const loads: RouteLoad[] = [];
  try {
    const browser = await launchChromium();
    try {
      for (const route of MEASURED_ROUTES) loads.push(await measureJsLoaded(browser, stack.appUrl, route));
    } finally {
      await browser.close();
    }
  } finally {
    await stack.stop();
  }

  console.log(`\nJavaScript loaded until network idle (gzip, fresh cache, Chromium 390×844):\n`);
  console.log(jsTable(loads));
  if (process.argv.includes('--verbose')) {
    for (const load of loads) {
      console.log(`\n${load.route}:`);
      for (const script of [...load.scripts].sort((a, b) => b.encodedBytes - a.encodedBytes)) {
        console.log(`  ${kib(script.encodedBytes).padStart(10)}  ${path.basename(new URL(script.url).pathname)}`);
      }
    }
  }
  const uncompressed = loads.flatMap((load) => load.scripts).filter((script) => script.encoding !== 'gzip' && script.encodedBytes > 1024);
  if (uncompressed.length) throw new Error(`scripts served without gzip (the server is not measuring what a CDN sends): ${uncompressed[0]!.url}`);

  console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const verdict = jsVerdict(loads);
  if (verdict.exitCode) {
    console.error(`\n${verdict.message}`);
    process.exit(verdict.exitCode);
  }
  console.log(`\n${verdict.message}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
