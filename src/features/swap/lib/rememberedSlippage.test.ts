import { memoryStorage } from '../../../shared/testing/memoryStorage';
import { loadSlippage, saveSlippage, SLIPPAGE_STORAGE_KEY } from './rememberedSlippage';

describe('remembered slippage', () => {
  it('reads back what was saved', () => {
    const storage = memoryStorage();
    saveSlippage(storage, 1.25);
    expect(storage.items.get(SLIPPAGE_STORAGE_KEY)).toBe('1.25');
    expect(loadSlippage(storage, 0.5)).toBe(1.25);
  });

  it('falls back to the default for a missing, malformed or out-of-range value', () => {
    expect(loadSlippage(memoryStorage(), 0.5)).toBe(0.5);
    expect(loadSlippage(undefined, 0.5)).toBe(0.5);
    for (const bad of ['abc', '0', '-1', '51', '1e1', '1.234', '', 'NaN']) {
      expect(loadSlippage(memoryStorage({ [SLIPPAGE_STORAGE_KEY]: bad }), 0.5)).toBe(0.5);
    }
  });

  it('never stores a value the custom box would refuse, and survives a throwing storage', () => {
    const storage = memoryStorage();
    saveSlippage(storage, 80);
    saveSlippage(storage, Number.NaN);
    expect(storage.items.size).toBe(0);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadSlippage(throwing, 0.5)).toBe(0.5);
    expect(() => saveSlippage(throwing, 1)).not.toThrow();
  });
});
