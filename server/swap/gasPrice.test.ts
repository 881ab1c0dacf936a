import type { ChainContext } from '../chain/context';
import { GAS_PRICE_TTL_MS, GasPriceSource } from './gasPrice';

function fakeChain(answers: Array<string | Error>) {
  const send = jest.fn(async () => {
    const next = answers.shift()!;
    if (next instanceof Error) throw next;
    return next;
  });
  const chain = { provider: { send }, guard: <T>(read: () => Promise<T>) => read() } as unknown as ChainContext;
  return { chain, send };
}

describe('GasPriceSource', () => {
  it('reads once per TTL, shares the read, and reads again after it', async () => {
    let now = 1_000;
    const { chain, send } = fakeChain(['0x3b9aca00', '0x77359400']);
    const source = new GasPriceSource(chain, () => now);
    expect(await Promise.all([source.get(), source.get()])).toEqual([1_000_000_000n, 1_000_000_000n]);
    now += GAS_PRICE_TTL_MS - 1;
    expect(await source.get()).toBe(1_000_000_000n);
    now += 1;
    expect(await source.get()).toBe(2_000_000_000n);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    const { chain } = fakeChain([new Error('down'), '0x1']);
    const source = new GasPriceSource(chain, () => 0);
    await expect(source.get()).rejects.toThrow('down');
    expect(await source.get()).toBe(1n);
  });
});
