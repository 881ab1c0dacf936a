/**
 * `npm run profile -- /bond/sales [seconds]`: a CPU profile of one route of the production build
 * in Chromium, under Lighthouse's mobile conditions that matter for blocking time (4× CPU
 * throttling, a phone's viewport and user agent, HTTPS and HTTP/2 as production serves it), and
 * the main thread's self time by package and by source line. Build with `SOURCE_MAPS=1` (and
 * `-- --build`) so minified frames resolve to their source; the raw profile is written to
 * `<STACK_DIR>/logs/<route>.cpuprofile` for Chromium's DevTools.
 *
 * `-- --tasks` traces the load instead and lists each main-thread task over 50 ms (as Lighthouse's
 * blocking time counts them) with what filled it: the trace's events (script, scheduler callback,
 * Layout, Paint…) and the sampled frames, the app's own by inclusive time (scripts/front/longTasks.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { longTasksOf, TRACE_CATEGORIES, type CallFrame, type TraceEvent } from './front/longTasks';
import { startMeasuredStack } from './front/measuredStack';
import { stackPaths } from '../tests/stack/env';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/support/browser';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Milliseconds of self time per key, largest first, as printable lines. */
function topLines(totals: Map<string, number>, count: number): string {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${key}`)
    .join('\n');
}

/** A frame's name and source: through the build's source maps where it has them (`SOURCE_MAPS=1`). */
function sourceNamer(distDir: string): (frame: CallFrame) => { line: string; source: string } {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (frame) => {
    let source = frame.url.split('/').pop() || frame.functionName;
    let line = `${frame.functionName || '(anonymous)'} ${source}:${frame.lineNumber + 1}`;
    const script = /\/js\/([^/?]+\.js)$/.exec(frame.url)?.[1];
    if (script) {
      const mapFile = path.join(distDir, 'js', `${script}.map`);
      if (!maps.has(mapFile)) maps.set(mapFile, fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null);
      const original = maps.get(mapFile)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (original?.source) {
        const file = original.source.replace(/^webpack:\/\/[^/]*\//, '');
        line = `${original.name ?? frame.functionName} ${file}:${original.line}`;
        source = file.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1');
      }
    }
    return { line, source };
  };
}

function selfTimes(profile: CpuProfile, distDir: string) {
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const nameOf = sourceNamer(distDir);
  const byPackage = new Map<string, number>();
  const byLine = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (!ms) continue;
    const { line, source } = nameOf(node.callFrame);
    byPackage.set(source, (byPackage.get(source) ?? 0) + ms);
    byLine.set(line, (byLine.get(line) ?? 0) + ms);
  }
  return { byPackage, byLine };
}

/** Each long task of the trace, with what filled it, as printable lines. */
function taskLines(events: readonly TraceEvent[], distDir: string): string {
  const nameOf = sourceNamer(distDir);
  const tasks = longTasksOf(events, (frame) => nameOf(frame).line, (name) => / src\//.test(name));
  const share = (entries: Array<[string, number]>) => entries.map(([frame, percent]) => `      ${String(percent).padStart(3)} %  ${frame}`).join('\n');
  return tasks
    .map((task) => `${task.startMs.toFixed(0).padStart(6)} ms  +${task.durationMs.toFixed(0)} ms  ${task.kinds.join(' | ')}\n    self:\n${share(task.self)}${task.app.length ? `\n    app (inclusive):\n${share(task.app)}` : ''}`)
    .join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const route = args.find((arg) => arg.startsWith('/')) ?? '/';
  const seconds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 15);
  const stack = await startMeasuredStack({ rebuild: args.includes('--build'), https: true });
  try {
    const trust = stack.certificateSpki ? [`--ignore-certificate-errors-spki-list=${stack.certificateSpki}`] : [];
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...trust] });
    const context = await browser.newContext({ userAgent: PHONE_USER_AGENT, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (args.includes('--tasks')) {
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (data) => void events.push(...(data.value as unknown as TraceEvent[])));
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, options: 'sampling-frequency=5000' });
      await page.goto(new URL(route, stack.appUrl).toString());
      await page.waitForTimeout(seconds * 1000);
      await cdp.send('Tracing.end');
      await complete;
      await browser.close();
      console.log(`${route}: main-thread tasks over 50 ms in ${seconds} s at 4× CPU throttling (start, duration, what filled it):\n${taskLines(events, stack.distDir)}`);
      return;
    }
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(new URL(route, stack.appUrl).toString());
    await page.waitForTimeout(seconds * 1000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    await browser.close();

    const out = path.join(stackPaths().logDir, `${route.replace(/\W+/g, '_') || 'home'}.cpuprofile`);
    fs.writeFileSync(out, JSON.stringify(profile));
    const { byPackage, byLine } = selfTimes(profile, stack.distDir);
    console.log(`${route}: ${seconds} s at 4× CPU throttling; self time by package or file:\n${topLines(byPackage, 30)}`);
    console.log(`\nby function and source line:\n${topLines(byLine, 40)}`);
    console.log(`\nprofile: ${path.relative(process.cwd(), out)}`);
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
