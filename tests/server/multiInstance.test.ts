/**
 * Several API instances behind one PostgreSQL (docs/OPERATIONS.md, "Running at scale"): two `server/main.ts`
 * processes with the same DATABASE_URL, over the shared dev chain and a real PostgreSQL server
 * started for this file (tests/support/postgres.ts). The stack's own API is not involved.
 *
 * Seeded sale 1 (SALLY in BNB) is owned by account 1, who signs the posts; the dump and the
 * time moved here are undone by a chain revert.
 */
import { ERC20__factory, UniswapV2Router02__factory } from '../../typechain-types';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { INSTANCE_START_MS, startApiInstance, type ApiInstance as Instance } from './apiInstances';
import { address, CREATOR, deployment, latestTimestamp, probeWindowPassed, revert, rpc, signedSaleOnePost, signer, snapshot } from './helpers';

const d = deployment();
const SALLY = d.testTokens!.sally;
const { uniswapV2Router: ROUTER, wbnb: WBNB } = d.contracts;
const E18 = 10n ** 18n;

let postgres: PostgresServer;
let databaseUrl: string;
let snap: string;
const instances: Instance[] = [];

async function startInstance(name: string): Promise<Instance> {
  // no logo is posted here: one warm logo worker is enough
  const instance = await startApiInstance(name, databaseUrl, { LOGO_WORKERS: '1' });
  instances.push(instance);
  return instance;
}

async function get(instance: Instance, route: string) {
  const response = await fetch(`${instance.base}${route}`);
  return { status: response.status, body: await response.json() };
}

async function post(instance: Instance, route: string, json: unknown) {
  const response = await fetch(`${instance.base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
  return { status: response.status, body: await response.json() };
}

async function observationCount(): Promise<number> {
  const { rows } = await postgres.sql('SELECT COUNT(*)::int AS n FROM price_observations', 'api');
  return rows[0].n as number;
}

beforeAll(async () => {
  snap = await snapshot();
  postgres = await startPostgres();
  databaseUrl = await postgres.createDatabase('api');
  // Both at once: they race to migrate the empty database.
  await Promise.all([startInstance('a'), startInstance('b')]);
  // PostgreSQL's start, then two instances starting side by side
}, INSTANCE_START_MS + 120_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.process.stop(2000)));
  await postgres?.stop();
  await revert(snap);
});

describe('two API instances over one PostgreSQL', () => {
  it('accept the same signed post exactly once when it reaches both ten times at once', async () => {
    const [a, b] = instances;
    const body = await signedSaleOnePost('Posted twenty times at once');
    const send = (i: number) => post(i % 2 === 0 ? a : b, '/create-sale', body);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i)));
    // Each instance checks at most a few uploads at once and turns the rest away with a 503
    // before reading them; every other post is refused as a replay. Exactly one is accepted.
    const outcome = (r: { status: number; body: { message?: string } }) =>
      r.status === 201 ? 'accepted' : r.status === 409 && /already been used/.test(r.body.message ?? '') ? 'replay' : r.status === 503 && /Too many metadata uploads/.test(r.body.message ?? '') ? 'busy' : `${r.status} ${r.body.message}`;
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(1);
    expect(outcomes.filter((o) => !['accepted', 'replay', 'busy'].includes(o))).toEqual([]);
    // the ones turned away as busy are refused as replays when sent again, one at a time
    const retried: string[] = [];
    for (const [i, o] of outcomes.entries()) if (o === 'busy') retried.push(outcome(await send(i)));
    expect(retried.filter((o) => o !== 'replay')).toEqual([]);
    for (const instance of [a, b]) {
      expect((await get(instance, '/sales/1/metadata')).body.description).toBe('Posted twenty times at once');
    }
  });

  it('refuse to price before their shared history is 30 minutes long, then answer identical TWAP prices from it', async () => {
    const [a, b] = instances;
    // Each instance stores its first observations of the live sales' pairs before it serves.
    expect(await observationCount()).toBeGreaterThan(0);
    const cold = await get(a, '/sales/1/price');
    expect(cold.status).toBe(503);
    expect(cold.body.message).toMatch(/^Pricing for this sale starts at \d\d:\d\d UTC: it needs 30 minutes of price history\.$/);
    expect((await get(b, '/sales/1/price')).body).toEqual(cold.body);

    await rpc('evm_increaseTime', [31 * 60]);
    await rpc('evm_mine');
    const before = await get(a, '/sales/1/price');
    expect(before.status).toBe(200);

    // A dump makes spot far lower than the 30-minute average.
    const dumper = signer(CREATOR);
    await (await ERC20__factory.connect(SALLY, dumper).approve(ROUTER, 200_000n * E18)).wait();
    const deadline = BigInt((await latestTimestamp()) + 600);
    await (
      await UniswapV2Router02__factory.connect(ROUTER, dumper).swapExactTokensForETHSupportingFeeOnTransferTokens(200_000n * E18, 0, [SALLY, WBNB], address(CREATOR), deadline)
    ).wait();

    const [fromA, fromB] = await Promise.all([get(a, '/sales/1/price'), get(b, '/sales/1/price')]);
    expect(fromA.status).toBe(200);
    expect(fromA.body.priceSource).toBe('twap-30m via SALLY>WBNB');
    expect(fromB.body).toEqual(fromA.body);
    expect(BigInt(fromA.body.pricePerToken)).toBeGreaterThan((BigInt(before.body.pricePerToken) * 99n) / 100n);
  });

  it('lose nothing when one is killed: the other and a new one serve what it accepted', async () => {
    const [a, b] = instances;
    const body = await signedSaleOnePost('Accepted by a, then a was killed');
    expect((await post(a, '/create-sale', body)).status).toBe(201);
    a.process.child.kill('SIGKILL');
    await a.process.exited;

    expect((await get(b, '/sales/1/metadata')).body.description).toBe('Accepted by a, then a was killed');
    expect((await post(b, '/create-sale', body)).status).toBe(409);
    const c = await startInstance('c');
    expect((await get(c, '/sales/1/metadata')).body.description).toBe('Accepted by a, then a was killed');
  }, INSTANCE_START_MS + 60_000);

  it('keep pricing and quoting from the shared history while the database is read-only, and refuse writes', async () => {
    const b = instances[1];
    await postgres.sql('ALTER DATABASE api SET default_transaction_read_only = on');
    // Sessions pick the setting up when they start: end the instances' open ones.
    await postgres.sql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'api' AND pid <> pg_backend_pid()");
    await probeWindowPassed();
    await get(b, '/health'); // the first query may meet a terminated connection
    await probeWindowPassed();
    // the database's reason among any others (a chain node slow on a loaded machine adds its own)
    expect((await get(b, '/health')).body).toMatchObject({ status: 'degraded', reasons: expect.arrayContaining(['database: The database is read-only and cannot store anything']) });

    await rpc('evm_mine'); // a new block: the price is computed again from the stored history, which can still be read
    const price = await get(b, '/sales/1/price');
    expect(price.status).toBe(200);
    expect(price.body.priceSource).toBe('twap-30m via SALLY>WBNB');
    const quote = await get(b, `/sales/1/quote?buyer=${address(CREATOR)}&tokenAmount=${E18}`);
    expect(quote.status).toBe(200);
    expect(quote.body.quote.priceSource).toBe('twap-30m via SALLY>WBNB');

    const write = await post(b, '/create-sale', await signedSaleOnePost('While the database is read-only'));
    expect(write.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The database is read-only and cannot store anything; please try again shortly.' });
  });

  it('show no price and sign no quote while the database is gone (never the spot price), and say so on /health', async () => {
    const b = instances[1];
    await postgres.stop();
    await rpc('evm_mine'); // a new block: prices cached for the last one are not asked again
    await probeWindowPassed();
    const health = await get(b, '/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', reasons: expect.arrayContaining(['database: The database cannot be reached']) });

    const unreadable =
      'No price can be signed for this sale while its price history cannot be read (the database cannot be reached); please try again shortly.';
    const price = await get(b, '/sales/1/price');
    expect([price.status, price.body.message]).toEqual([503, unreadable]);
    const quote = await get(b, `/sales/1/quote?buyer=${address(CREATOR)}&tokenAmount=${E18}`);
    expect([quote.status, quote.body.message]).toEqual([503, unreadable]);
    // on the market it is each sale's own reason: the page still shows every sale
    const market = await get(b, '/sales/summaries?ids=1,4');
    expect(market.status).toBe(200);
    expect(market.body.summaries.map((s: { priceError: { statusCode: number } }) => s.priceError.statusCode)).toEqual([503, 400]);

    const write = await post(b, '/create-sale', await signedSaleOnePost('While the database is gone'));
    expect(write.status).toBe(503);
    expect(write.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The database cannot be reached; please try again shortly.' });
  });
});
