/**
 * The server's listing kinds come from a registry: a kind declared in its own module (here a
 * test-only "example drop", tests/server/exampleKind/listingKind.ts) gets metadata routes, a post
 * body with its own id field, signed messages naming its factory, and storage, with no shared
 * server file edited. Over real sockets on a server built in this process.
 */
import { buildMetadataMessage } from '../../common/metadata/signedMetadata';
import { builtInListingKinds } from '../../server/listings/registry';
import { EXAMPLE_FACTORY, listingKind as exampleDrop } from './exampleKind/listingKind';
import { CREATOR, deployment, issueTime, signer } from './helpers';
import { closeOwnServers, getJson, startOwnServer } from './ownServer';

afterAll(closeOwnServers);

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

it('finds the built-in kinds by their modules', () => {
  expect(builtInListingKinds().map((kind) => [kind.kind, kind.post.url, kind.post.idField])).toEqual([
    ['sale', '/create-sale', 'saleId'],
    ['stake-pool', '/create-stake-pool', 'poolID'],
  ]);
});

it('serves a kind registered from its own module: post, metadata, logo, and its own refusals', async () => {
  const base = await startOwnServer({ listingKinds: [...builtInListingKinds(), exampleDrop] });
  expect((await getJson(`${base}/example-drops/2/metadata`)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No metadata for example drop 2' });

  const content = { description: 'An example drop', socials: { website: 'https://drop.example' }, logo: PNG.toString('base64'), logoMimeType: 'image/png' };
  const wallet = signer(CREATOR);
  const sign = async (scope = { chainId: deployment().chainId, factory: EXAMPLE_FACTORY }) => {
    const message = buildMetadataMessage('example-drop', 2, scope, content, await issueTime());
    return JSON.stringify({ dropId: 2, owner: wallet.address, message, signature: await wallet.signMessage(message), ...content });
  };
  const post = (body: string) => fetch(`${base}/create-example-drop`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  expect((await post(await sign())).status).toBe(201);
  const meta = await getJson<Record<string, unknown>>(`${base}/example-drops/2/metadata`);
  expect(meta.body).toMatchObject({ description: 'An example drop', logoMimeType: 'image/png', logoUrl: '/example-drops/2/logo' });
  const logo = await fetch(`${base}/example-drops/2/logo`);
  expect(Buffer.from(await logo.arrayBuffer()).equals(PNG)).toBe(true);

  // its messages name its factory: one for the sales' factory is refused
  const wrong = await post(await sign({ chainId: deployment().chainId, factory: deployment().contracts.bondFactory }));
  expect(wrong.status).toBe(400);
  // its body schema has its own id field
  const noId = await fetch(`${base}/create-example-drop`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...JSON.parse(await sign()), dropId: undefined }) });
  expect(((await noId.json()) as { message: string }).message).toBe('dropId is required');
});
