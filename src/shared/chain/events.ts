import { decodeEventLog, type Abi } from 'viem';
import type { ReceiptLog } from './receipts';

export type { ReceiptLog };

/**
 * The arguments (by name) of the first `eventName` event that `emitter` itself emitted in a
 * receipt. Logs of other contracts are skipped even when they carry the same topic: a token could
 * emit a look-alike "created" event to point the app at an address of its choosing.
 */
export function findEmittedEvent(
  logs: ReadonlyArray<ReceiptLog>,
  emitter: string,
  abi: Abi,
  eventName: string,
): Record<string, unknown> | null {
  const target = emitter.toLowerCase();
  for (const log of logs) {
    if (log.address.toLowerCase() !== target) continue;
    try {
      const parsed = decodeEventLog({ abi, topics: [...log.topics] as [`0x${string}`], data: log.data as `0x${string}` });
      if (parsed.eventName === eventName) return parsed.args as unknown as Record<string, unknown>;
    } catch {
      // an event the ABI does not know
    }
  }
  return null;
}
