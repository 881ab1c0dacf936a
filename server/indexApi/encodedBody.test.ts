/** @jest-environment node */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { encodeBody, sendEncoded } from './encodedBody';

describe('sendEncoded', () => {
  const json = JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ saleId: String(i), tokenName: 'Scale Token' })) });
  const app = Fastify();
  app.get('/page', async (_request, reply) => sendEncoded(reply, await encodeBody(json)));
  let url = '';
  beforeAll(async () => {
    url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/page`;
  });
  afterAll(() => app.close());

  /** The raw answer: fetch would undo the encoding under test. */
  function get(headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; raw: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, raw: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  it('sends gzip to a client that accepts it, with the same JSON inside', async () => {
    const response = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.raw.length).toBeLessThan(json.length / 5);
    expect(gunzipSync(response.raw).toString()).toBe(json);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['only encodings it does not make', 'br'],
    ['gzip refused', 'gzip;q=0, identity'],
  ])('sends plain JSON to a client with %s', async (_case, acceptEncoding) => {
    const response = await get(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.raw.toString()).toBe(json);
  });
});
