// A stand-in for uploadWorker.ts in uploadPool.test.ts: its tasks say they started, as the real
// ones do, then keep the thread busy for `task.workMs` (wall time, so a loaded machine changes
// nothing) before answering.
function busy(task) {
  task.started?.postMessage('started');
  task.started?.close();
  const until = Date.now() + task.workMs;
  while (Date.now() < until);
  return { ok: true, description: 'done', socials: {}, logo: null };
}
module.exports = {
  ready: () => true,
  parsePost: busy,
  processUpload: busy,
};
