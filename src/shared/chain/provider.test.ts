import type { FetchGetUrlFunc, FetchRequest, FetchResponse } from 'ethers';
import { config } from '../../config';
import { retryingGetUrl } from './provider';

const response = (statusCode: number) => ({ statusCode, statusMessage: '', headers: {}, body: null }) as FetchResponse;

function scripted(outcomes: Array<number | Error>) {
  const calls: number[] = [];
  const base: FetchGetUrlFunc = async () => {
    calls.push(Date.now());
    const next = outcomes.shift();
    if (next instanceof Error) throw next;
    return response(next ?? 200);
  };
  return { base, calls };
}

const request = {} as FetchRequest;

describe('retryingGetUrl (RPC: 2 retries, 1 s apart)', () => {
  it('uses the configured policy', () => {
    expect(config.rpc).toMatchObject({ retries: 2, retryDelay: 1000 });
  });

  it('retries dropped connections and 5xx answers, then succeeds', async () => {
    const { base, calls } = scripted([new Error('ECONNRESET'), 502, 200]);
    const result = await retryingGetUrl(base, 2, 5)(request, undefined);
    expect(result.statusCode).toBe(200);
    expect(calls).toHaveLength(3);
  });

  it('gives up after two retries', async () => {
    const { base, calls } = scripted([new Error('down'), new Error('down'), new Error('still down'), 200]);
    await expect(retryingGetUrl(base, 2, 5)(request, undefined)).rejects.toThrow('still down');
    expect(calls).toHaveLength(3);
  });

  it('returns the last 5xx answer when retries are exhausted, and never retries a 4xx', async () => {
    const fiveHundreds = scripted([500, 500, 503]);
    expect((await retryingGetUrl(fiveHundreds.base, 2, 5)(request, undefined)).statusCode).toBe(503);
    const badRequest = scripted([400, 200]);
    expect((await retryingGetUrl(badRequest.base, 2, 5)(request, undefined)).statusCode).toBe(400);
    expect(badRequest.calls).toHaveLength(1);
  });

  it('waits the delay between attempts', async () => {
    const { base, calls } = scripted([new Error('down'), 200]);
    await retryingGetUrl(base, 2, 60)(request, undefined);
    expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(55);
  });
});
