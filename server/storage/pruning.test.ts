/** @jest-environment node */
import { pruneClock, pruneExpired } from './pruning';
import { createSqliteStorage } from './sqlite';
import type { Storage } from './types';

const PAIR = '0xabc0000000000000000000000000000000000001';
const NOW = 1_800_000_000;
// the windows as the server passes them in (the TWAP window and the messages' freshness window)
const TWAP_WINDOW_SECONDS = 1800;
const MESSAGE_FRESHNESS_SECONDS = 600;
const retention = { observationsSeconds: TWAP_WINDOW_SECONDS, messagesSeconds: MESSAGE_FRESHNESS_SECONDS };

describe('scheduled pruning', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = createSqliteStorage(':memory:');
  });
  afterEach(() => storage.close());

  it('keeps the observation a TWAP starts from and every message that is still fresh', async () => {
    const observe = (timestamp: number) =>
      storage.recordObservation({ chainId: 1, pair: PAIR, timestamp, price0Cumulative: 1n, price1Cumulative: 2n });
    const twapStart = NOW - TWAP_WINDOW_SECONDS - 45; // the newest at or before now - window
    await observe(NOW - 7 * 3600);
    await observe(NOW - 6 * 3600); // the newest before the cutoff: kept, a TWAP could start from it after a gap
    await observe(twapStart);
    await observe(NOW - 60);

    const metadata = { chainId: 1, kind: 'sale', contractAddress: PAIR, entityId: 1, description: 'd', socials: {}, logo: null, logoMimeType: null, owner: PAIR, updatedAt: 0 };
    const post = (digest: string, issuedAt: number) =>
      storage.saveMetadata({ ...metadata, issuedAt: issuedAt * 1000 }, { messageDigest: digest, signature: '0x', issuedAt });
    await post('0xold', NOW - 3 * 3600);
    await post('0xedge', NOW - MESSAGE_FRESHNESS_SECONDS - 1); // already refused as expired, kept within the margin
    await post('0xfresh', NOW - 5);

    expect(await pruneExpired(storage, 1, NOW, retention)).toEqual({ observations: 1, messages: 1 });
    expect((await storage.observationAtOrBefore(1, PAIR, NOW - TWAP_WINDOW_SECONDS))?.timestamp).toBe(twapStart);
    expect((await storage.observationAtOrBefore(1, PAIR, twapStart - 1))?.timestamp).toBe(NOW - 6 * 3600);
    expect(await storage.observationAtOrBefore(1, PAIR, NOW - 6 * 3600 - 1)).toBeNull();
    expect(await storage.isMessageUsed(1, '0xold')).toBe(false);
    expect(await storage.isMessageUsed(1, '0xedge')).toBe(true);
    expect(await storage.isMessageUsed(1, '0xfresh')).toBe(true);
  });

  it('prunes by chain time, but never by a chain moved ahead of the wall clock', () => {
    expect(pruneClock(NOW, NOW + 60)).toBe(NOW);
    // a dev chain moved 30 days ahead: its history up to now must survive a revert back
    expect(pruneClock(NOW + 30 * 86_400, NOW)).toBe(NOW);
  });
});
