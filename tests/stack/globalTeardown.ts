/**
 * Stops everything globalSetup started: static server, build (if still running), API
 * process (whichever pid is current: a test may have restarted it) and the chain.
 */
import { stopApiProcess } from './api';
import { killOwnDescendants } from './processes';

export default async function globalTeardown(): Promise<void> {
  const handles = globalThis.__TEST_STACK__;
  if (handles?.staticServer) {
    handles.staticServer.closeAllConnections();
    await new Promise<void>((resolve) => handles.staticServer!.close(() => resolve()));
  }
  await handles?.build?.stop(2000);
  await stopApiProcess();
  await handles?.chain?.stop().catch((error: unknown) => {
    process.stderr.write(`[stack] stopping the chain failed: ${String(error)}\n`);
  });
  // Anything still alive below this process (e.g. a browser a crashed test left open)
  // would outlive the run.
  killOwnDescendants('SIGKILL');
  handles?.removeExitHandlers?.();
  globalThis.__TEST_STACK__ = undefined;
}
