/** @jest-environment node */
import { rpcUrlsFromEnv } from './rpcUrls';

describe('rpcUrlsFromEnv', () => {
  it('takes RPC_URLS in order, trimmed, before RPC_URL', () => {
    expect(rpcUrlsFromEnv({ RPC_URLS: ' https://a.example , https://b.example,', RPC_URL: 'https://c.example' })).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('falls back to RPC_URL, then to the deployment file (undefined)', () => {
    expect(rpcUrlsFromEnv({ RPC_URL: 'http://127.0.0.1:8545' })).toEqual(['http://127.0.0.1:8545']);
    expect(rpcUrlsFromEnv({ RPC_URLS: '', RPC_URL: '' })).toBeUndefined();
    expect(rpcUrlsFromEnv({})).toBeUndefined();
  });
});
