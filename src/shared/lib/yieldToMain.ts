/**
 * Ends the current task and resumes in a new one, so that the browser can paint and handle input
 * in between. `scheduler.yield()` where the browser has it (it resumes ahead of other queued work);
 * otherwise a message to ourselves, which, unlike setTimeout, is not clamped or faked by test clocks.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0)); // jsdom
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
