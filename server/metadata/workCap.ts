/**
 * When a logo worker's task is stopped. The time cap counts the worker's own CPU work on that
 * body only: on a machine short of CPU a task that waits for a core is not the logo's fault. A
 * wall-clock backstop several times longer still stops a task that neither works nor finishes
 * (a starved or hung worker), as the server's fault. Without a per-thread CPU clock (no /proc)
 * the cap counts wall time, as the only clock there is.
 */

export interface WorkCaps {
  /** the worker's own CPU time on the task; past it the content is at fault (400) */
  cpuMs: number;
  /** wall time since the worker started on the task; past it the server is (503) */
  wallMs: number;
}

/** What the task has used so far; `cpuMs` is undefined where no per-thread CPU clock can be read. */
export interface WorkUsed {
  cpuMs: number | undefined;
  wallMs: number;
}

export type WorkVerdict = { stop: 'worked' | 'stalled' } | { checkInMs: number };

/** Checks are never closer together than this: /proc's CPU times move in 10 ms ticks. */
export const MIN_CHECK_MS = 20;

/**
 * Stop the task now (`worked`: over its CPU cap; `stalled`: over the wall backstop), or look
 * again in `checkInMs`. A thread cannot use more CPU than the wall time that passes, so the
 * next look is due when the cap could first be reached: a task that runs alone on an idle core
 * is looked at once, when its cap is up; a starved one a few times more.
 */
export function workVerdict(used: WorkUsed, caps: WorkCaps): WorkVerdict {
  const cpuMs = used.cpuMs ?? used.wallMs;
  if (cpuMs >= caps.cpuMs) return { stop: 'worked' };
  if (used.wallMs >= caps.wallMs) return { stop: 'stalled' };
  return { checkInMs: Math.max(MIN_CHECK_MS, Math.min(caps.cpuMs - cpuMs, caps.wallMs - used.wallMs)) };
}
