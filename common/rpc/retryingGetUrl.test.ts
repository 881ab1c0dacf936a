/** @jest-environment node */
import { FetchRequest, type FetchGetUrlFunc, type FetchResponse } from 'ethers';
import { retryingGetUrl } from './retryingGetUrl';

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

describe('retryingGetUrl (e.g. 2 retries, 1 s apart)', () => {
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

describe('retryingGetUrl over several endpoints (the deployment RPC list)', () => {
  function byUrl(outcomes: Record<string, Array<number | Error>>) {
    const seen: string[] = [];
    const base: FetchGetUrlFunc = async (req) => {
      seen.push(req.url);
      const next = outcomes[req.url]?.shift();
      if (next instanceof Error) throw next;
      return response(next ?? 200);
    };
    return { base, seen };
  }
  const urls = ['https://a.example', 'https://b.example', 'https://c.example'];
  const req = () => new FetchRequest(urls[0]!);

  it('moves to the next endpoint at once when one fails, and keeps using the one that answered', async () => {
    const { base, seen } = byUrl({ 'https://a.example': [new Error('ECONNREFUSED')], 'https://b.example': [502] });
    const getUrl = retryingGetUrl(base, 2, 10_000, urls);
    const started = Date.now();
    expect((await getUrl(req(), undefined)).statusCode).toBe(200);
    expect(seen).toEqual(urls);
    expect(Date.now() - started).toBeLessThan(1_000);
    seen.length = 0;
    await getUrl(req(), undefined);
    expect(seen).toEqual(['https://c.example']);
  });

  it('after every endpoint failed, waits the delay and tries the round again, up to retries + 1 rounds', async () => {
    const down = () => [new Error('down'), new Error('down'), new Error('down')];
    const { base, seen } = byUrl({ 'https://a.example': down(), 'https://b.example': down(), 'https://c.example': down() });
    const started = Date.now();
    await expect(retryingGetUrl(base, 2, 50, urls)(req(), undefined)).rejects.toThrow('down');
    expect(seen).toHaveLength(9);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('never moves on for a 4xx answer', async () => {
    const { base, seen } = byUrl({ 'https://a.example': [400] });
    expect((await retryingGetUrl(base, 2, 5, urls)(req(), undefined)).statusCode).toBe(400);
    expect(seen).toEqual(['https://a.example']);
  });
});
