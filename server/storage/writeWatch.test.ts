/** @jest-environment node */
import { STORAGE_REASONS, StorageUnavailableError } from './errors';
import { metadataRecord } from './testing/metadataFixtures';
import type { Storage } from './types';
import { DATABASE_PROBE_EVERY_MS, FAILED_WRITE_MEMORY_MS, watchWrites } from './writeWatch';

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

  it('probes the database at most once per window, reports within it sharing the answer', async () => {
    let clock = 0;
    let probes = 0;
    let readOnly = false;
    const storage = watchWrites({ health: async () => (probes++, readOnly ? STORAGE_REASONS.readOnly : undefined) } as unknown as Storage, () => clock);
    expect(await Promise.all([storage.health(), storage.health(), storage.health()])).toEqual([undefined, undefined, undefined]);
    readOnly = true;
    clock += DATABASE_PROBE_EVERY_MS - 1;
    expect(await storage.health()).toBeUndefined();
    expect(probes).toBe(1);
    clock += 1;
    expect(await storage.health()).toBe(STORAGE_REASONS.readOnly);
    expect(probes).toBe(2);
  });

  it('runs one probe at a time, however long it takes', async () => {
    let clock = 0;
    let probes = 0;
    let finish: (reason: string | undefined) => void = () => undefined;
    const storage = watchWrites({ health: () => (probes++, new Promise((resolve) => (finish = resolve))) } as unknown as Storage, () => clock);
    const first = storage.health();
    clock += 5 * DATABASE_PROBE_EVERY_MS;
    const second = storage.health();
    finish(undefined);
    expect(await Promise.all([first, second])).toEqual([undefined, undefined]);
    expect(probes).toBe(1);
  });

  it('shows a refused write at once, within the window of a healthy probe, and a later write starts the window over', async () => {
    let clock = 0;
    let probes = 0;
    let full = true;
    const storage = watchWrites(
      {
        health: async () => (probes++, full ? STORAGE_REASONS.full : undefined),
        saveMetadata: async () => {
          if (full) throw new StorageUnavailableError(STORAGE_REASONS.full);
          return 'saved';
        },
      } as unknown as Storage,
      () => clock,
    );
    full = false;
    expect(await storage.health()).toBeUndefined();
    full = true;
    await expect(storage.saveMetadata(metadataRecord(), auth)).rejects.toThrow();
    expect(await storage.health()).toBe(`${STORAGE_REASONS.full} (a write failed 0 s ago)`);
    expect(probes).toBe(1);
    // full now as far as the probe knows; room again, a write succeeds: the next report probes afresh
    clock += DATABASE_PROBE_EVERY_MS;
    expect(await storage.health()).toBe(STORAGE_REASONS.full);
    full = false;
    expect(await storage.saveMetadata(metadataRecord(), auth)).toBe('saved');
    expect(await storage.health()).toBeUndefined();
    expect(probes).toBe(3);
  });
});
