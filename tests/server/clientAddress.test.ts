/**
 * Who the client is, for the rate limits, behind each form of TRUST_PROXY: servers built in this
 * process (tests/server/ownServer.ts) with small limits, asked over real sockets from 127.0.0.1,
 * which plays the proxy; whatever a client writes into X-Forwarded-For to the left of what its
 * proxy appends never changes its key.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServer } from '../../server/app';
import { devQuoteSignerKey } from '../../server/devKeys';
import { repoRoot, stackEnv } from '../stack/env';
import { deployment } from './helpers';
import { closeOwnServers, getJson, startOwnServer } from './ownServer';

afterAll(closeOwnServers);

const LIMIT = 3;
const limits = { saleSummariesPerMinute: LIMIT, signedQuotesPerMinute: LIMIT };

/** Statuses of LIMIT + 1 requests to /sales/summaries, the n-th sent with forwardedFor(n). */
async function statuses(base: string, forwardedFor: (n: number) => string | undefined): Promise<number[]> {
  const answers = [];
  for (let n = 0; n <= LIMIT; n++) {
    const header = forwardedFor(n);
    answers.push((await getJson(`${base}/sales/summaries?ids=1`, header ? { 'x-forwarded-for': header } : {})).status);
  }
  return answers;
}
const LIMITED = [...Array(LIMIT).fill(200), 429];
const forged = (n: number) => `198.18.${n}.${n + 1}`;

describe('TRUST_PROXY unset', () => {
  it('ignores X-Forwarded-For: a forged header never makes a new client', async () => {
    const base = await startOwnServer({ limits });
    expect(await statuses(base, (n) => forged(n))).toEqual(LIMITED);
  });
});

describe.each([
  ['a hop count (1)', 1 as const],
  ['a proxy address', ['127.0.0.1']],
  ['a proxy CIDR', ['127.0.0.0/8']],
])('TRUST_PROXY as %s', (_label, trustProxy) => {
  let base: string;
  beforeAll(async () => {
    base = await startOwnServer({ trustProxy, limits });
  });

  it('keys the client by the rightmost hop its proxy appended, whatever is forged to its left', async () => {
    expect(await statuses(base, (n) => `${forged(n)}, 203.0.113.50`)).toEqual(LIMITED);
    // another client behind the same proxy has its own count
    expect((await getJson(`${base}/sales/summaries?ids=1`, { 'x-forwarded-for': `${forged(9)}, 203.0.113.51` })).status).toBe(200);
  });

  it('keys an IPv6 client by its /64', async () => {
    expect(await statuses(base, (n) => `2001:db8:7:1:${n + 1}::${n + 10}`)).toEqual(LIMITED);
    expect((await getJson(`${base}/sales/summaries?ids=1`, { 'x-forwarded-for': '2001:db8:7:2::1' })).status).toBe(200);
  });
});

it('does not let forged hops and fresh buyer addresses get unlimited signed quotes', async () => {
  const base = await startOwnServer({ trustProxy: 1, limits });
  const answers = [];
  for (let n = 0; n <= LIMIT; n++) {
    const buyer = `0x${(0x7000 + n).toString(16).padStart(40, '0')}`;
    const res = await getJson(`${base}/sales/1/quote?buyer=${buyer}&tokenAmount=1000000000000000000`, { 'x-forwarded-for': `${forged(n)}, 203.0.113.60` });
    answers.push(res.status);
  }
  expect(answers).toEqual(LIMITED);
});

describe('TRUST_PROXY=true', () => {
  it('is refused by buildServer, saying why', async () => {
    await expect(
      buildServer({ deployment: deployment(), rpcUrl: stackEnv().rpcUrl, dbFile: ':memory:', quoteSignerKey: devQuoteSignerKey(), trustProxy: true as never }),
    ).rejects.toThrow(/TRUST_PROXY=true would trust every X-Forwarded-For hop, so any client could name its own address/);
  });

  it('stops the server at start with that message', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server', 'main.ts')], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', TRUST_PROXY: 'true', DEPLOYMENT_FILE: stackEnv().deploymentFile, RPC_URL: stackEnv().rpcUrl, API_PORT: '1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^TRUST_PROXY=true would trust every X-Forwarded-For hop.*Give the number of proxies/);
  });
});
