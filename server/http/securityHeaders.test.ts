import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { registerSecurityHeaders, securityHeadersOf } from './securityHeaders';

const OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
  hsts: false,
};

function get(port: number, path: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path }, (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    }).on('error', reject);
  });
}

describe('securityHeadersOf', () => {
  it("gives Helmet's headers for the options: the CSP as written, the defaults beside it, no HSTS", () => {
    const headers = securityHeadersOf(OPTIONS);
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('refuses options Helmet refuses', () => {
    expect(() => securityHeadersOf({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ['none'] } } })).toThrow(/none/);
  });
});

describe('registerSecurityHeaders', () => {
  it("puts the headers on every answer, errors included, and lets a route set its own", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, OPTIONS);
    app.get('/plain', async () => ({ ok: true }));
    app.get('/own', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send('<svg/>'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const plain = await get(port, '/plain');
      expect(plain.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(plain.headers['x-content-type-options']).toBe('nosniff');
      const missing = await get(port, '/nowhere');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
      const own = await get(port, '/own');
      expect(own.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(own.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
  });
});
