// A stand-in for uploadWorker.ts in uploadPool.test.ts: its tasks say they started, as the real
// ones do, then work on the CPU until their thread has used `task.cpuMs` of its own CPU time
// (however long a loaded machine makes that take), or wait `task.sleepMs` of wall time without
// working, before answering.
require('tsx/cjs/api').register();
const { ownThreadId, threadCpuMs } = require('../../lib/cpuClock.ts');
const { signalStart } = require('../taskStart.ts');

const tid = ownThreadId();

function timed(task) {
  signalStart(task.started);
  if (task.sleepMs) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.sleepMs);
  if (task.cpuMs) {
    const until = threadCpuMs(tid) + task.cpuMs;
    while (threadCpuMs(tid) < until);
  }
  return { ok: true, description: 'done', socials: {}, logo: null };
}
module.exports = {
  ready: () => true,
  parsePost: timed,
  processUpload: timed,
};
