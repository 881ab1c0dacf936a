/**
 * The example drop kind end to end, installed only through the public extension points: the app
 * built with `EXTRA_ENTRY=tests/example-drop/dropFeature.ts` (its own output folder, so the shared
 * stack's build is untouched) and an API serving the built-in kinds plus
 * `tests/example-drop/server/listingKind.ts`, as `EXTRA_LISTING_KINDS` makes `npm run server`
 * do, both on the stack's chain. Extra ports come from STACK_EXTRA_PORTS (a range) when set.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildMetadataMessage, metadataIssueTime, type MetadataPayload } from '../../common/metadata/signedMetadata';
import { buildServer } from '../../server/app';
import { devQuoteSignerKey } from '../../server/devKeys';
import { listingKindsWithExtras } from '../../server/listings/registry';
import { formatBalance } from '../../src/shared/lib/amounts';
import { MockERC20__factory } from '../../typechain-types';
import { address, launchApp, provider, signer } from '../e2e/support';
import { serveStatic, startBuild } from '../stack/globalSetup';
import { repoRoot, stackDeployment, stackEnv, stackPaths } from '../stack/env';
import type { LoggedChild } from '../stack/processes';
import { freePort } from '../support/ports';
import { dropAddresses, dropScope } from './drops';

const OWNER = 0; // the deployer: the seeded tokens are Ownable and owned by it
const STRANGER = 5;
const dir = path.join(stackPaths().dir, 'example-drop');
let api: FastifyInstance;
let staticServer: http.Server | undefined;
let build: LoggedChild | undefined;
let apiUrl = '';
let appUrl = '';

beforeAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const [apiPort, appPort] = [await freePort(process.env.STACK_EXTRA_PORTS), await freePort(process.env.STACK_EXTRA_PORTS)];
  apiUrl = `http://127.0.0.1:${apiPort}`;
  appUrl = `http://127.0.0.1:${appPort}`;
  const started = Date.now();
  build = startBuild(stackEnv().deploymentFile, path.join(dir, 'dist'), { apiUrl, rpcUrl: stackEnv().rpcUrl }, path.join(dir, 'build.log'), {
    EXTRA_ENTRY: 'tests/example-drop/dropFeature.ts',
  });
  api = await buildServer({
    deployment: stackDeployment(),
    rpcUrl: stackEnv().rpcUrl,
    dbFile: path.join(dir, 'api.sqlite'),
    quoteSignerKey: devQuoteSignerKey(),
    observationIntervalMs: 0,
    corsOrigins: [appUrl],
    listingKinds: listingKindsWithExtras('tests/example-drop/server/listingKind.ts', repoRoot),
  });
  await api.listen({ port: apiPort, host: '127.0.0.1' });
  const code = await build.exited;
  if (code !== 0) throw new Error(`The build with the example drop failed (exit ${code}):\n${build.tail(40)}`);
  process.stderr.write(`[example-drop] app built with the example kind in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  staticServer = await serveStatic(path.join(dir, 'dist'), appPort);
}, 360_000);

afterAll(async () => {
  await build?.stop();
  staticServer?.close();
  await api?.close();
});

/** What the chain says of every drop, in the kind's order. */
async function chainDrops() {
  return Promise.all(
    dropAddresses(stackDeployment()).map(async (token, i) => {
      const contract = MockERC20__factory.connect(token, provider());
      const [name, symbol, decimals, supply, owner] = await Promise.all([contract.name(), contract.symbol(), contract.decimals(), contract.totalSupply(), contract.owner()]);
      return { id: i + 1, token, owner: owner.toLowerCase(), text: `Drop #${i + 1}: ${name} (${symbol}), supply ${formatBalance(supply, Number(decimals))}` };
    }),
  );
}

it('lists the drops with their names, symbols and supplies as the chain has them; a drop’s page shows its figures and owner', async () => {
  const drops = await chainDrops();
  expect(drops.length).toBeGreaterThan(2);
  const app = await launchApp({ path: `${appUrl}/drops` });
  try {
    await app.page.getByRole('heading', { level: 1, name: 'Drops' }).waitFor();
    for (const drop of drops) await app.page.getByRole('link', { name: drop.text, exact: true }).waitFor();
    expect(await app.page.getByRole('link', { name: 'Drops' }).count()).toBeGreaterThan(0); // the header's item

    await app.page.getByRole('link', { name: drops[2].text, exact: true }).click();
    await app.page.getByRole('heading', { level: 1, name: 'Drop #3' }).waitFor();
    expect(new URL(app.page.url()).pathname).toBe('/drops/3');
    await app.page.getByText(drops[2].text.replace('Drop #3: ', ''), { exact: true }).waitFor();
    await app.page.getByText(`Owner: ${drops[2].owner}`, { exact: true }).waitFor();
    expect(drops[2].owner).toBe(address(OWNER).toLowerCase());
    // a visitor is offered no description to sign
    expect(await app.page.getByRole('button', { name: 'Save description' }).count()).toBe(0);
  } finally {
    await app.close();
  }
});

it('the owner signs a description in the app and the page shows it; another wallet’s post, or one naming another token, is refused', async () => {
  const [, , drop] = await chainDrops();
  const description = `Drop three, signed at ${Date.now()}`;
  const app = await launchApp({ account: OWNER, path: `${appUrl}/drops/3`, connected: true });
  try {
    await app.page.getByLabel('Description').fill(description);
    await app.page.getByRole('button', { name: 'Save description' }).click();
    await app.page.getByText(description, { exact: true }).waitFor();
    expect(app.wallet.requestsOf('personal_sign')).toHaveLength(1);
  } finally {
    await app.close();
  }
  const stored = (await (await fetch(`${apiUrl}/drops/3/metadata`)).json()) as { description: string };
  expect(stored.description).toBe(description);

  const payload: MetadataPayload = { description: 'Not mine', socials: {}, logo: '', logoMimeType: '' };
  const post = async (account: number, token: string) => {
    const issued = metadataIssueTime((await provider().getBlock('latest'))!.timestamp);
    const message = buildMetadataMessage('drop', 3, { chainId: stackDeployment().chainId, factory: dropScope(stackDeployment()) }, payload, issued);
    const body = { dropId: 3, token, owner: address(account), message, signature: await signer(account).signMessage(message), ...payload };
    const response = await fetch(`${apiUrl}/create-drop`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, message: ((await response.json()) as { message?: string }).message };
  };
  expect(await post(STRANGER, drop.token)).toEqual({ status: 403, message: 'Only the owner of this drop can set its metadata' });
  expect(await post(OWNER, dropAddresses(stackDeployment())[0])).toEqual({ status: 400, message: 'token does not match drop 3' });
  // the refused posts left the description as it was
  expect(((await (await fetch(`${apiUrl}/drops/3/metadata`)).json()) as { description: string }).description).toBe(description);
});
