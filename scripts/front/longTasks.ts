/**
 * The long tasks of a Chromium trace (categories in TRACE_CATEGORIES) on the page's main thread,
 * each with what ran in it: the trace's own events that fill most of it (a script evaluation, a
 * scheduler callback, Layout, Paint…) and the sampled JS frames by self time and, for the app's own
 * source, by inclusive time. Lighthouse names a task only by the script it started in; this says
 * which code it was.
 */

export const TRACE_CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface LongTask {
  /** ms after the first task of the trace */
  startMs: number;
  durationMs: number;
  /** the trace events that take up most of the task */
  kinds: string[];
  /** the share of the task's samples per frame, largest first */
  self: Array<[string, number]>;
  /** the share of the task's samples under each frame of the app's own source */
  app: Array<[string, number]>;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

/** Tasks of the renderer's main thread longer than `thresholdMs`, with what ran in them. */
export function longTasksOf(events: readonly TraceEvent[], nameOf: (frame: CallFrame) => string, isApp: (name: string) => boolean, thresholdMs = 50): LongTask[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e)).sort((a, b) => a.ts - b.ts);
  const origin = tasks[0]?.ts ?? 0;

  // the sampling profiler's chunks come from its own thread of the renderer's process
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; id: number }> = [];
  const start = events.find((e) => e.name === 'Profile' && e.pid === main.pid)?.args?.data?.startTime as number | undefined;
  let ts = start ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid)) {
    const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts, id });
    });
  }
  const names = new Map<number, string>();
  const name = (id: number) => {
    let known = names.get(id);
    if (known === undefined) {
      const frame: Partial<CallFrame> | undefined = nodes.get(id)?.callFrame;
      // the profiler's own nodes ('(program)', '(garbage collector)') come without a script
      known = frame ? nameOf({ functionName: frame.functionName ?? '', url: frame.url ?? '', lineNumber: frame.lineNumber ?? -1, columnNumber: frame.columnNumber ?? -1 }) : '?';
      names.set(id, known);
    }
    return known;
  };
  const shares = (counts: Map<string, number>, total: number, count: number): Array<[string, number]> =>
    [...counts].sort((a, b) => b[1] - a[1]).slice(0, count).map(([frame, n]) => [frame, Math.round((n / Math.max(1, total)) * 100)]);

  return tasks
    .filter((task) => (task.dur ?? 0) / 1000 > thresholdMs)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
      const self = new Map<string, number>();
      const app = new Map<string, number>();
      for (const sample of inside) {
        self.set(name(sample.id), (self.get(name(sample.id)) ?? 0) + 1);
        const seen = new Set<string>();
        for (let id: number | undefined = sample.id; id !== undefined; id = nodes.get(id)?.parent) {
          const frame = name(id);
          if (isApp(frame) && !seen.has(frame)) {
            seen.add(frame);
            app.set(frame, (app.get(frame) ?? 0) + 1);
          }
        }
      }
      const kinds = events
        .filter((e) => e.ph === 'X' && onMain(e) && e.name !== 'RunTask' && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) > (task.dur ?? 0) * 0.3)
        .map((e) => [e.name, String(e.args?.data?.url ?? '').split('/').pop(), e.args?.data?.type].filter(Boolean).join(' '))
        .slice(0, 3);
      return { startMs: (task.ts - origin) / 1000, durationMs: (task.dur ?? 0) / 1000, kinds, self: shares(self, inside.length, 5), app: shares(app, inside.length, 8) };
    });
}
