import fs from 'node:fs';

/**
 * CPU time of one thread or one process, from Linux's /proc. Node 20 has no per-thread CPU
 * clock (process.cpuUsage() sums every thread), but Linux keeps one per thread: utime + stime
 * in /proc/<pid>/task/<tid>/stat, which any thread of the process may read. Where /proc is
 * missing (macOS, Windows) every reading is undefined and callers fall back to wall time.
 */

/**
 * Clock ticks per second of /proc's times (USER_HZ): 100 on every Linux architecture Node
 * supports, fixed by the kernel's user ABI whatever the kernel's own tick rate.
 */
export const CLOCK_TICKS_PER_SECOND = 100;

/** CPU milliseconds (user + system) in the text of a /proc stat file. */
export function statCpuMs(stat: string): number {
  // The second field, the command name, is in parentheses and may hold spaces and parentheses
  // itself: fields are counted after the last ')'. utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`not a /proc stat line: ${stat.slice(0, 80)}`);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

function cpuMsOf(statFile: string): number | undefined {
  try {
    return statCpuMs(fs.readFileSync(statFile, 'latin1'));
  } catch {
    return undefined;
  }
}

/** The calling thread's id in the kernel (the <tid> of /proc/self/task/<tid>), or undefined without /proc. */
export function ownThreadId(): number | undefined {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').at(-1));
    return Number.isInteger(tid) ? tid : undefined;
  } catch {
    return undefined;
  }
}

/** CPU milliseconds a thread of this process has used so far; undefined without /proc or once the thread is gone. */
export function threadCpuMs(tid: number): number | undefined {
  return cpuMsOf(`/proc/self/task/${tid}/stat`);
}

/** CPU milliseconds a process (all its threads) has used so far; undefined without /proc or once it is gone. */
export function processCpuMs(pid: number): number | undefined {
  return cpuMsOf(`/proc/${pid}/stat`);
}
