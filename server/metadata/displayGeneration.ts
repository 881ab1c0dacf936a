import type { Storage } from '../storage';

/**
 * Counts this instance's metadata writes. What is cached of listings' displays (their lookups, the
 * finished index pages) is keyed on it, so the owner who just saved a logo sees it on the lists at
 * once; writes through other instances show when those caches expire.
 */
export class DisplayGeneration {
  private writes = 0;

  get current(): number {
    return this.writes;
  }

  /** `storage` with every metadata write, succeeded or not, counted. */
  counting(storage: Storage): Storage {
    return {
      ...storage,
      saveMetadata: (...args) =>
        storage.saveMetadata(...args).finally(() => {
          this.writes += 1;
        }),
    };
  }
}
