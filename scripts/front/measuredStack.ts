/**
 * What `npm run size` and `npm run lighthouse` measure against: the production build of the app
 * served with gzip on 127.0.0.1, with the dev stack's chain (deployed and seeded) and API behind it,
 * on the test stack's ports and folder (STACK_RPC_PORT, STACK_API_PORT, STACK_APP_PORT, STACK_DIR).
 *
 * The build is the stack's own (`<stackDir>/dist`, made by the browser tests' globalSetup with the
 * same API and node URLs), so a CI run builds the app once; without it, or with `rebuild`, it is
 * built here. Everything started here stops in `stop()` (and on exit or a signal).
 *
 * `npm run lighthouse` has the app served over HTTPS with HTTP/2, as production is (docs/OPERATIONS.md's
 * HSTS header; every static host it names speaks HTTP/2): over plain HTTP/1.1 a browser opens six
 * connections for a page's fifteen scripts, and Lighthouse's simulated slow 4G charges each its
 * own handshakes and slow start, which no user of the deployed app pays. The certificate is made
 * for the run and trusted by the run's Chromium alone (`certificateSpki`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type net from 'node:net';
import path from 'node:path';
import compression from 'compression';
import { generate as generateCertificate } from 'selfsigned';
import sirv from 'sirv';
import type { Deployment } from '../../common/deployment/schema';
import { installExitHandlers, startBuild } from '../../tests/stack/globalSetup';
import { startApiProcess, stopApiProcess } from '../../tests/stack/api';
import { repoRoot, stackPaths, stackPorts } from '../../tests/stack/env';
import { assertPortsFree } from '../../tests/stack/processes';
import { prerenderedUrlFor, SPA_FALLBACK_FILE } from './prerenderPagesPlugin';

/** The routes the front-end goals are set for; ids are the seed's first sale and first pool. */
export const MEASURED_ROUTES = ['/', '/bond/sales', '/staking/pools', '/bond/sales/1', '/staking/pools/1'] as const;
export type MeasuredRoute = (typeof MEASURED_ROUTES)[number];

export interface MeasuredStack {
  appUrl: string;
  /** the build served now: the stack's own at first */
  distDir: string;
  /** serve another build (made with the same API and node URLs) on the same origin, so runs of two builds can interleave */
  serve(distDir: string): Promise<void>;
  /** with `https`: the SHA-256 of the app's certificate's public key, for Chromium's `--ignore-certificate-errors-spki-list` */
  certificateSpki?: string;
  stop(): Promise<void>;
}

export interface MeasuredStackOptions {
  /** build the app even if the stack's build exists */
  rebuild?: boolean;
  /** serve the app over HTTPS with HTTP/2, as production is; otherwise plain HTTP/1.1 */
  https?: boolean;
}

interface Tls {
  key: string;
  cert: string;
}

/** A certificate for 127.0.0.1, valid for the run. */
async function localCertificate(): Promise<Tls> {
  const made = await generateCertificate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: made.private, cert: made.cert };
}

/** What Chromium's `--ignore-certificate-errors-spki-list` names a certificate by. */
function spkiHash(cert: string): string {
  const spki = new crypto.X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return crypto.createHash('sha256').update(spki).digest('base64');
}

const say = (message: string) => process.stderr.write(`[stack] ${message}\n`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Static files of `distDir`, gzip-compressed like a CDN would send them; a path without a file of
 * its own gets the app shell. Over HTTP/1.1, or with `tls` over HTTPS with HTTP/2.
 */
export async function serveGzip(distDir: string, port: number, tls?: Tls): Promise<http.Server | http2.Http2SecureServer> {
  const files = sirv(distDir, { single: SPA_FALLBACK_FILE, dev: false, etag: true });
  const gzip = compression({ threshold: 0 });
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // the budgets are gzip figures: never answer with brotli, which compression prefers when offered
    const accepted = req.headers['accept-encoding'];
    if (typeof accepted === 'string') {
      req.headers['accept-encoding'] = accepted
        .split(',')
        .filter((coding) => !/^\s*(br|zstd)\b/.test(coding))
        .join(',');
    }
    req.url = prerenderedUrlFor(req.url ?? '/') ?? req.url;
    gzip(req as never, res as never, () => files(req, res));
  };
  // HTTP/2's compatibility request and response stand in for HTTP/1's in sirv and compression
  const server = tls
    ? http2.createSecureServer({ ...tls, allowHTTP1: true }, handle as unknown as (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void)
    : http.createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

/** Ends the server and every open connection (HTTP/2 sessions included). */
function closeServer(server: http.Server | http2.Http2SecureServer, sockets: Set<net.Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

export async function startMeasuredStack({ rebuild = false, https = false }: MeasuredStackOptions = {}): Promise<MeasuredStack> {
  const paths = stackPaths();
  const ports = stackPorts();
  const rpcUrl = `http://127.0.0.1:${ports.rpc}`;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const appUrl = `${https ? 'https' : 'http'}://127.0.0.1:${ports.app}`;
  await assertPortsFree(
    { chain: ports.rpc, API: ports.api, app: ports.app },
    'A test stack (or npm start) seems to be running on these ports: stop it, or move this run with STACK_RPC_PORT=… STACK_API_PORT=… STACK_APP_PORT=… STACK_DIR=…',
  );
  fs.mkdirSync(paths.logDir, { recursive: true });
  const removeExitHandlers = installExitHandlers();
  const started = Date.now();

  const reuse = !rebuild && fs.existsSync(path.join(paths.distDir, 'index.html'));
  const committedDeployment = path.join(repoRoot, 'deployments', 'devnet.json');
  const build = reuse ? undefined : startBuild(committedDeployment, paths.distDir, { apiUrl, rpcUrl }, path.join(paths.logDir, 'build.log'));
  say(reuse ? `reusing the build in ${path.relative(repoRoot, paths.distDir)}` : 'building the app (production)…');

  const { startChain } = await import('../chain');
  const { deployAndSeed } = await import('../deploySeed');
  const { catchUpWithWallClock, DEV_CHAIN_HEAD_START_SECONDS } = await import('../dev/priceHistory');
  const chain = await startChain({ port: ports.rpc, startedAgoSeconds: DEV_CHAIN_HEAD_START_SECONDS });
  let server: http.Server | http2.Http2SecureServer | undefined;
  const sockets = new Set<net.Socket>();
  const stop = async () => {
    if (server) await closeServer(server, sockets);
    await build?.stop(2000);
    await stopApiProcess();
    await chain.stop().catch(() => undefined);
    removeExitHandlers();
  };
  try {
    const deployment: Deployment = await deployAndSeed({ rpcUrl, outFile: paths.deploymentFile });
    const committed = JSON.parse(fs.readFileSync(committedDeployment, 'utf8')) as Deployment;
    if (JSON.stringify(committed.contracts) !== JSON.stringify(deployment.contracts)) {
      throw new Error('deployments/devnet.json differs from what the seed wrote: regenerate it (npm run seed) before measuring');
    }
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(paths.dbFile + suffix, { force: true });
    await startApiProcess({ port: ports.api, deploymentFile: paths.deploymentFile, rpcUrl, dbFile: paths.dbFile, corsOrigins: [appUrl] });
    await catchUpWithWallClock(rpcUrl); // the seeded sales' price history is 30 minutes long from here
    if (build) {
      const code = await build.exited;
      if (code !== 0) throw new Error(`the production build failed (exit ${code}):\n${build.tail(40)}`);
    }
    const tls = https ? await localCertificate() : undefined;
    const serve = async (distDir: string) => {
      if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`no build in ${distDir} (its index.html is missing)`);
      if (server) await closeServer(server, sockets);
      server = await serveGzip(distDir, ports.app, tls);
      server.on('connection', (socket: net.Socket) => {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
      });
      measured.distDir = distDir;
    };
    const measured: MeasuredStack = { appUrl, certificateSpki: tls && spkiHash(tls.cert), distDir: paths.distDir, serve, stop };
    await serve(paths.distDir);
    say(`app (gzip${https ? ', HTTPS and HTTP/2' : ''}) on ${appUrl}, API on ${apiUrl}, node on ${rpcUrl}: ready in ${seconds(started)}`);
    return measured;
  } catch (error) {
    await stop();
    throw error;
  }
}
