/** @jest-environment node */
import { STORAGE_REASONS, StorageUnavailableError } from './errors';
import { metadataRecord } from './testing/metadataFixtures';
import type { Storage } from './types';
import { FAILED_WRITE_MEMORY_MS, watchWrites } from './writeWatch';

function fakeStorage(save: () => Promise<'saved'>, probe: string | undefined = undefined): Storage {
  return { saveMetadata: save, health: async () => probe } as unknown as Storage;
}
const auth = { messageDigest: '0x1', signature: '0x2', issuedAt: 1 };

describe('watchWrites', () => {
  it('reports a refused write on health until a later write succeeds', async () => {
    let clock = 1_000_000;
    let full = true;
    const storage = watchWrites(
      fakeStorage(async () => {
        if (full) throw new StorageUnavailableError(STORAGE_REASONS.full);
        return 'saved';
      }),
      () => clock,
    );
    expect(await storage.health()).toBeUndefined();
    await expect(storage.saveMetadata(metadataRecord(), auth)).rejects.toThrow(STORAGE_REASONS.full);
    clock += 5_000;
    expect(await storage.health()).toBe(`${STORAGE_REASONS.full} (a write failed 5 s ago)`);
    full = false;
    expect(await storage.saveMetadata(metadataRecord(), auth)).toBe('saved');
    expect(await storage.health()).toBeUndefined();
  });

  it('forgets a failed write after a while, and the probe’s own reason comes first', async () => {
    let clock = 0;
    const storage = watchWrites(fakeStorage(async () => Promise.reject(new StorageUnavailableError(STORAGE_REASONS.readOnly))), () => clock);
    await expect(storage.saveMetadata(metadataRecord(), auth)).rejects.toThrow();
    clock = FAILED_WRITE_MEMORY_MS;
    expect(await storage.health()).toBeUndefined();
    const probing = watchWrites(fakeStorage(async () => 'saved', STORAGE_REASONS.readOnly));
    expect(await probing.health()).toBe(STORAGE_REASONS.readOnly);
  });

  it('does not count a programming error as the database refusing writes', async () => {
    const storage = watchWrites(fakeStorage(async () => Promise.reject(new TypeError('bug'))));
    await expect(storage.saveMetadata(metadataRecord(), auth)).rejects.toThrow('bug');
    expect(await storage.health()).toBeUndefined();
  });
});
