import type { Interface, Result } from 'ethers';

/** A receipt log as ethers and the fake chains hand it over. */
export interface ReceiptLog {
  address: string;
  topics: ReadonlyArray<string>;
  data: string;
}

/**
 * The arguments of the first `eventName` event that `emitter` itself emitted in a receipt. Logs of
 * other contracts are skipped even when they carry the same topic: a token could emit a look-alike
 * "created" event to point the app at an address of its choosing.
 */
export function findEmittedEvent(
  logs: ReadonlyArray<ReceiptLog>,
  emitter: string,
  iface: Pick<Interface, 'parseLog'>,
  eventName: string,
): Result | null {
  const target = emitter.toLowerCase();
  for (const log of logs) {
    if (log.address.toLowerCase() !== target) continue;
    try {
      const parsed = iface.parseLog({ topics: [...log.topics], data: log.data });
      if (parsed?.name === eventName) return parsed.args;
    } catch {
      // an event the interface does not know
    }
  }
  return null;
}
