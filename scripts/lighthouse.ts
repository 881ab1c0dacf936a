/**
 * `npm run lighthouse`: Lighthouse's mobile and desktop presets on each main route, against the
 * production build served with gzip over HTTPS and HTTP/2, as production is, on the dev stack
 * (scripts/front/measuredStack.ts), printed with the goals (mobile perf ≥ 0.95, desktop ≥ 0.98, accessibility 1.0, CLS ≤ 0.02, JS budget).
 *
 * Slow (two Lighthouse runs per route): not part of `npm test`; its figures go in docs/PERFORMANCE.md
 * ("Front end"). Exit 1 when a goal is missed.
 *
 *   npm run lighthouse                    all five routes
 *   npm run lighthouse -- --build         build first, even if the stack's build exists
 *   npm run lighthouse -- / /bond/sales   only these routes
 *   npm run lighthouse -- --json out.json also write the rows as JSON
 *   npm run lighthouse -- --details       also print each run's costliest scripts and shifted elements
 *   npm run lighthouse -- --runs 3        run each preset 3 times per route and print the medians
 *   npm run lighthouse -- --lhr DIR       also keep each run's full report (JSON, for the Lighthouse viewer)
 *   npm run lighthouse -- --http1         serve the app over plain HTTP/1.1 instead (six connections
 *                                         per origin; how the app was first measured)
 *   npm run lighthouse -- --compare DIR   also measure the build in DIR (another checkout's
 *                                         `<STACK_DIR>/dist`, built for the same ports), its runs
 *                                         interleaved with this build's, each going first in every
 *                                         other pair (use an even --runs), and print both tables
 *   npm run lighthouse -- --mobile        the mobile preset only (quicker while working on it;
 *                                         the desktop columns then read 0 and fail their goals)
 *                                         (accessibility: the lowest run)
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/support/browser';
import { lighthouseGoals, lighthouseTable, medianRow, type LighthouseRow } from './front/budgets';
import { MEASURED_ROUTES, startMeasuredStack } from './front/measuredStack';

interface Audit {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}
interface Result {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, Audit | undefined>;
  runtimeError?: { message: string };
}

const score = (result: Result, category: string) => result.categories[category]?.score ?? 0;
const metric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? NaN;

/** Transfer size of every script the run loaded (Lighthouse records until network quiet). */
function scriptBytes(result: Result): number {
  const items = result.audits['network-requests']?.details?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
}

/** Where the time and the shifts come from (`--details`): the scripts' main-thread time and the shifted elements. */
function printCauses(route: string, runs: Partial<Record<'mobile' | 'desktop', Result>>): void {
  for (const [preset, result] of Object.entries(runs)) {
    // Lighthouse 13 names the LCP element in its LCP breakdown insight (a 'node' item)
    const lcpNode = (result.audits['lcp-breakdown-insight']?.details?.items ?? []).find((item) => item.type === 'node') as
      | { selector?: string; nodeLabel?: string }
      | undefined;
    console.error(
      `  ${route} ${preset}: FCP ${Math.round(metric(result, 'first-contentful-paint'))} ms, SI ${Math.round(metric(result, 'speed-index'))} ms, ` +
        `LCP ${Math.round(metric(result, 'largest-contentful-paint'))} ms on ${lcpNode?.selector ?? '?'} '${(lcpNode?.nodeLabel ?? '').slice(0, 60)}'`,
    );
    const longTasks = (result.audits['long-tasks']?.details?.items ?? []).slice(0, 8);
    console.error(`  ${route} ${preset}: long tasks (start, duration):`);
    for (const task of longTasks) console.error(`    ${Math.round(Number(task.startTime))} ms +${Math.round(Number(task.duration))} ms  ${String(task.url).replace(/^https?:\/\/[^/]+/, '')}`);
    const bootup = (result.audits['bootup-time']?.details?.items ?? []).slice(0, 5);
    const shifts = (result.audits['layout-shifts']?.details?.items ?? []).slice(0, 5);
    console.error(`  ${route} ${preset}: main-thread time by script:`);
    for (const item of bootup) console.error(`    ${Math.round(Number(item.total))} ms  ${String(item.url).replace(/^https?:\/\/[^/]+/, '')}`);
    console.error(`  ${route} ${preset}: layout shifts:`);
    for (const item of shifts) {
      const node = item.node as { selector?: string; snippet?: string } | undefined;
      console.error(`    ${Number(item.score).toFixed(3)}  ${node?.selector ?? '?'}  ${(node?.snippet ?? '').slice(0, 100)}`);
    }
  }
}

async function runLighthouse(url: string, port: number, preset: 'mobile' | 'desktop'): Promise<Result> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance', 'accessibility'] };
  const runner = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const result = runner?.lhr as unknown as Result | undefined;
  if (!result) throw new Error(`Lighthouse returned nothing for ${url} (${preset})`);
  if (result.runtimeError) throw new Error(`Lighthouse failed on ${url} (${preset}): ${result.runtimeError.message}`);
  return result;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const jsonIndex = args.indexOf('--json');
  const jsonFile = jsonIndex >= 0 ? args[jsonIndex + 1] : undefined;
  const runsIndex = args.indexOf('--runs');
  const runCount = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 1;
  if (!Number.isInteger(runCount) || runCount < 1) throw new Error(`--runs takes a whole number of runs (got '${args[runsIndex + 1]}')`);
  const lhrIndex = args.indexOf('--lhr');
  const lhrDir = lhrIndex >= 0 ? args[lhrIndex + 1] : undefined;
  if (lhrDir) fs.mkdirSync(lhrDir, { recursive: true });
  const compareIndex = args.indexOf('--compare');
  const compareDir = compareIndex >= 0 ? path.resolve(args[compareIndex + 1] ?? '') : undefined;
  const optionValues = new Set([jsonIndex, lhrIndex, compareIndex].filter((index) => index >= 0).map((index) => index + 1));
  const picked = args.filter((arg, index) => arg.startsWith('/') && !optionValues.has(index));
  const routes = picked.length ? picked : [...MEASURED_ROUTES];
  const mobileOnly = args.includes('--mobile');

  const stack = await startMeasuredStack({ rebuild: args.includes('--build'), https: !args.includes('--http1') });
  // runs of the two builds alternate, so a drift of the machine's speed falls on both alike
  const builds = [{ name: 'this build', dir: stack.distDir }, ...(compareDir ? [{ name: `compared (${compareDir})`, dir: compareDir }] : [])];
  const rows = new Map<string, LighthouseRow[]>(builds.map((build) => [build.dir, []]));
  const benchmarkIndexes: number[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    // trusts the run's own certificate, and no other
    const trust = stack.certificateSpki ? [`--ignore-certificate-errors-spki-list=${stack.certificateSpki}`] : [];
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...trust, ...CHROMIUM_ARGS] });
    for (const route of routes) {
      const url = new URL(route, stack.appUrl).toString();
      const runs = new Map<string, LighthouseRow[]>(builds.map((build) => [build.dir, []]));
      for (let run = 1; run <= runCount; run += 1) {
        // which build goes first alternates too: the first of a pair scored about 0.05 lower, whatever the build
        for (const build of run % 2 === 1 ? builds : [...builds].reverse()) {
          if (stack.distDir !== build.dir) await stack.serve(build.dir);
          const mobile = await runLighthouse(url, chrome.port, 'mobile');
          const desktop = mobileOnly ? mobile : await runLighthouse(url, chrome.port, 'desktop');
          const row: LighthouseRow = {
            route,
            mobilePerf: score(mobile, 'performance'),
            lcpMs: metric(mobile, 'largest-contentful-paint'),
            tbtMs: metric(mobile, 'total-blocking-time'),
            cls: metric(mobile, 'cumulative-layout-shift'),
            desktopPerf: mobileOnly ? 0 : score(desktop, 'performance'),
            desktopCls: metric(desktop, 'cumulative-layout-shift'),
            accessibility: Math.min(score(mobile, 'accessibility'), score(desktop, 'accessibility')),
            totalBytes: scriptBytes(mobile),
          };
          runs.get(build.dir)!.push(row);
          const benchmarkIndex = mobile.environment?.benchmarkIndex ?? NaN;
          benchmarkIndexes.push(benchmarkIndex);
          if (lhrDir) {
            const name = `${route.replace(/\W+/g, '_')}-run${run}${builds.indexOf(build) ? '-compared' : ''}`;
            fs.writeFileSync(path.join(lhrDir, `${name}-mobile.json`), JSON.stringify(mobile));
            if (!mobileOnly) fs.writeFileSync(path.join(lhrDir, `${name}-desktop.json`), JSON.stringify(desktop));
          }
          if (args.includes('--details')) printCauses(route, mobileOnly ? { mobile } : { mobile, desktop });
          process.stderr.write(
            `[lighthouse] ${route} run ${run}/${runCount}${builds.length > 1 ? ` (${build.name})` : ''}: mobile ${row.mobilePerf.toFixed(2)} (LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms), desktop ${row.desktopPerf.toFixed(2)}, benchmark index ${Math.round(benchmarkIndex)}\n`,
          );
        }
      }
      for (const build of builds) rows.get(build.dir)!.push(medianRow(runs.get(build.dir)!));
    }
  } finally {
    chrome?.kill();
    await stack.stop();
  }

  const heading = `Lighthouse 13 (mobile and desktop presets${runCount > 1 ? `, median of ${runCount} runs` : ''}; app served over ${stack.certificateSpki ? 'HTTPS and HTTP/2' : 'HTTP/1.1'}; accessibility: the lowest run; JS loaded: the mobile runs' scripts, gzip)`;
  for (const build of builds) console.log(`\n${heading}${builds.length > 1 ? `, ${build.name}` : ''}:\n\n${lighthouseTable(rows.get(build.dir)!)}`);
  const indexes = benchmarkIndexes.filter(Number.isFinite);
  if (indexes.length) console.log(`\nBenchmark index over the run: ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`);
  if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify(compareDir ? Object.fromEntries(builds.map((build) => [build.name, rows.get(build.dir)])) : rows.get(builds[0]!.dir), null, 2));
  const ownRows = rows.get(builds[0]!.dir)!;
  const missed = ownRows.filter((row) => lighthouseGoals(row).some((goal) => !goal.met));
  if (missed.length) {
    console.error(`\nGoals not met on ${missed.map((row) => row.route).join(', ')}`);
    process.exit(1);
  }
  console.log('\nOK: every goal met on every route');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
