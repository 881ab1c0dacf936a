import { memoryStorage } from '../../../shared/testing/memoryStorage';
import {
  DEADLINE_STORAGE_KEY,
  loadDeadlineMinutes,
  loadSlippageSetting,
  saveDeadlineMinutes,
  saveSlippageSetting,
  SLIPPAGE_STORAGE_KEY,
} from './rememberedSlippage';

const throwing = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
};

describe('remembered slippage', () => {
  it('reads back what was saved: a percent, or Auto', () => {
    const storage = memoryStorage();
    saveSlippageSetting(storage, { auto: false, percent: 1.25 });
    expect(storage.items.get(SLIPPAGE_STORAGE_KEY)).toBe('1.25');
    expect(loadSlippageSetting(storage)).toEqual({ auto: false, percent: 1.25 });
    saveSlippageSetting(storage, { auto: true });
    expect(storage.items.get(SLIPPAGE_STORAGE_KEY)).toBe('auto');
    expect(loadSlippageSetting(storage)).toEqual({ auto: true });
  });

  it('falls back to Auto for a missing, malformed or out-of-range value', () => {
    expect(loadSlippageSetting(memoryStorage())).toEqual({ auto: true });
    expect(loadSlippageSetting(undefined)).toEqual({ auto: true });
    for (const bad of ['abc', '0', '-1', '50', '51', '1e1', '1.234', '', 'NaN', 'AUTO ']) {
      expect(loadSlippageSetting(memoryStorage({ [SLIPPAGE_STORAGE_KEY]: bad }))).toEqual({ auto: true });
    }
  });

  it('never stores a value the custom box would refuse, and survives a throwing storage', () => {
    const storage = memoryStorage();
    saveSlippageSetting(storage, { auto: false, percent: 80 });
    saveSlippageSetting(storage, { auto: false, percent: Number.NaN });
    expect(storage.items.size).toBe(0);
    expect(loadSlippageSetting(throwing)).toEqual({ auto: true });
    expect(() => saveSlippageSetting(throwing, { auto: false, percent: 1 })).not.toThrow();
  });
});

describe('remembered transaction deadline', () => {
  it('reads back the saved minutes, 20 by default', () => {
    const storage = memoryStorage();
    expect(loadDeadlineMinutes(storage)).toBe(20);
    saveDeadlineMinutes(storage, 45);
    expect(storage.items.get(DEADLINE_STORAGE_KEY)).toBe('45');
    expect(loadDeadlineMinutes(storage)).toBe(45);
  });

  it('ignores a stored value outside 1 minute to 3 days, and a throwing storage', () => {
    for (const bad of ['0', '4321', '2.5', 'x', '']) {
      expect(loadDeadlineMinutes(memoryStorage({ [DEADLINE_STORAGE_KEY]: bad }))).toBe(20);
    }
    const storage = memoryStorage();
    saveDeadlineMinutes(storage, 0);
    saveDeadlineMinutes(storage, 5000);
    expect(storage.items.size).toBe(0);
    expect(loadDeadlineMinutes(throwing)).toBe(20);
    expect(() => saveDeadlineMinutes(throwing, 5)).not.toThrow();
  });
});
