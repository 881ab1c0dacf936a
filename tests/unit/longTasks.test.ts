import { longTasksOf, type TraceEvent } from '../../scripts/front/longTasks';

const MAIN = { pid: 10, tid: 11 };
const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0, columnNumber: 0 });

/** A trace of three main-thread tasks (60, 20 and 120 ms) and the profiler's samples inside them. */
function trace(): TraceEvent[] {
  const ms = 1000;
  return [
    { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: 10, tid: 12, ts: 0, args: { name: 'Compositor' } },
    { name: 'RunTask', ph: 'X', ...MAIN, ts: 1_000 * ms, dur: 60 * ms },
    { name: 'EvaluateScript', ph: 'X', ...MAIN, ts: 1_001 * ms, dur: 55 * ms, args: { data: { url: 'https://app/js/main.js' } } },
    { name: 'RunTask', ph: 'X', ...MAIN, ts: 1_100 * ms, dur: 20 * ms },
    { name: 'RunTask', ph: 'X', ...MAIN, ts: 1_200 * ms, dur: 120 * ms },
    { name: 'Layout', ph: 'X', ...MAIN, ts: 1_210 * ms, dur: 100 * ms },
    { name: 'RunTask', ph: 'X', pid: 10, tid: 12, ts: 1_000 * ms, dur: 500 * ms },
    { name: 'Profile', ph: 'P', pid: 10, tid: 13, ts: 0, args: { data: { startTime: 1_000 * ms } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid: 10,
      tid: 13,
      ts: 0,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('(root)', '') },
              { id: 2, parent: 1, callFrame: frame('render', 'src/Card.tsx') },
              { id: 3, parent: 2, callFrame: frame('insertRule', '~emotion') },
              { id: 4, parent: 1, callFrame: { functionName: '(program)' } as never },
            ],
            samples: [2, 3, 3, 4, 4],
          },
          // at 1 010, 1 020, 1 030 ms (first task), then 1 250 and 1 260 ms (third)
          timeDeltas: [10 * ms, 10 * ms, 10 * ms, 220 * ms, 10 * ms],
        },
      },
    },
  ];
}

describe('longTasksOf', () => {
  const tasks = longTasksOf(trace(), (f) => f.functionName, (name) => name === 'render');

  it("lists the main thread's tasks over 50 ms, from the first task's start, and no other thread's", () => {
    expect(tasks.map((task) => [task.startMs, task.durationMs])).toEqual([
      [0, 60],
      [200, 120],
    ]);
  });

  it('says which trace events filled each task', () => {
    expect(tasks[0]!.kinds).toEqual(['EvaluateScript main.js']);
    expect(tasks[1]!.kinds).toEqual(['Layout']);
  });

  it("shares each task's samples among the frames that ran, the app's own by inclusive time", () => {
    expect(tasks[0]!.self).toEqual([
      ['insertRule', 67],
      ['render', 33],
    ]);
    expect(tasks[0]!.app).toEqual([['render', 100]]);
    expect(tasks[1]!.self).toEqual([['(program)', 100]]);
    expect(tasks[1]!.app).toEqual([]);
  });

  it('finds nothing in a trace without a renderer main thread', () => {
    expect(longTasksOf([], (f) => f.functionName, () => false)).toEqual([]);
  });
});
