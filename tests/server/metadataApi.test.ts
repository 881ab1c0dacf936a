/**
 * Bond and pool metadata against the shared dev chain and the stack's real SQLite file:
 * owner-signed posts (DESIGN.md section 4) are stored and served with safe headers; every
 * kind of bad post gets a 4xx with an error message and leaves the database as it was.
 * The sale and pool posted to are created here by account 8 and taken away again afterwards
 * (chain revert, and their rows deleted), so other test files never see them.
 */
import Database from 'better-sqlite3';
import { Interface, type TransactionReceipt } from 'ethers';
import { stackPaths } from '../stack/env';
import { closeOwnServers, startOwnServer } from './ownServer';
import { buildMetadataMessage, metadataIssueTime, type MetadataKind, type MetadataPayload } from '../../common/metadata/signedMetadata';
import { BondFactory__factory, ERC20__factory, StakingFactory__factory } from '../../typechain-types';
import {
  api,
  CREATOR,
  dbSnapshot,
  deleteMetadataOf,
  deployment,
  expectApiError,
  issueTime,
  latestTimestamp,
  metadataMessage,
  postOversized,
  revert,
  signer,
  snapshot,
  TRADER,
  wrongChecksum,
  type ApiResponse,
} from './helpers';

const d = deployment();
const SALLY = d.testTokens!.sally;
const SCHM = d.testTokens!.schm;
const E18 = 10n ** 18n;
const MB = 1024 * 1024;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2b1f5fc0000000049454e44ae426082',
  'hex',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#10B981"/></svg>');

const owner = () => signer(CREATOR);
let saleId: number;
let saleAddress: string;
let poolId: number;
let poolAddress: string;
let snap: string;

function eventArgs(receipt: TransactionReceipt, iface: Interface, name: string) {
  for (const log of receipt.logs) {
    const parsed = iface.parseLog(log);
    if (parsed?.name === name) return parsed.args;
  }
  throw new Error(`no ${name} event`);
}

beforeAll(async () => {
  snap = await snapshot();
  const bondFactory = BondFactory__factory.connect(d.contracts.bondFactory, owner());
  await (await ERC20__factory.connect(SALLY, owner()).approve(d.contracts.bondFactory, 1000n * E18)).wait();
  const saleReceipt = await (
    await bondFactory.createSale(SALLY, 1, 30 * 86400, 1000n * E18, 100, E18 / 10n, 0, 100n * E18, { value: await bondFactory.saleCreationFee() })
  ).wait();
  const sale = eventArgs(saleReceipt!, bondFactory.interface as unknown as Interface, 'SaleCreated');
  saleId = Number(sale.saleId);
  saleAddress = String(sale.sale).toLowerCase();

  const stakingFactory = StakingFactory__factory.connect(d.contracts.stakingFactory, owner());
  await (await ERC20__factory.connect(SCHM, owner()).approve(d.contracts.stakingFactory, 100n * E18)).wait();
  const poolReceipt = await (
    await stakingFactory.createPool(SCHM, 1500, 30 * 86400, 100n * E18, { value: await stakingFactory.getPoolCreationFee() })
  ).wait();
  const pool = eventArgs(poolReceipt!, stakingFactory.interface as unknown as Interface, 'PoolCreated');
  poolId = Number(pool.poolId);
  poolAddress = String(pool.pool).toLowerCase();
});

afterAll(async () => {
  deleteMetadataOf([saleAddress, poolAddress].filter(Boolean));
  await revert(snap);
});

function expectPng(bytes: Buffer): void {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
}

/** Writes a logo into the stack's database directly, as a row from an older server version would hold it. */
function storeRawLogo(contractAddress: string, logo: Buffer, mimeType: string): void {
  const db = new Database(stackPaths().dbFile, { fileMustExist: true });
  try {
    db.prepare('UPDATE metadata SET logo = ?, logo_mime_type = ? WHERE contract_address = ?').run(logo, mimeType, contractAddress.toLowerCase());
  } finally {
    db.close();
  }
}

function payload(overrides: Partial<MetadataPayload> = {}): MetadataPayload {
  return {
    description: 'Bond SALLY at a discount',
    socials: { website: 'https://sally.example', twitter: 'https://x.com/sally', telegram: 'https://t.me/sally' },
    logo: PNG.toString('base64'),
    logoMimeType: 'image/png',
    ...overrides,
  };
}

interface SignOptions {
  by?: number;
  /** owner field; default: the signer's address */
  owner?: string;
  id?: number;
  issued?: number;
  kind?: MetadataKind;
}

async function signed(kind: MetadataKind, content: MetadataPayload, o: SignOptions = {}) {
  const wallet = signer(o.by ?? CREATOR);
  const id = o.id ?? (kind === 'sale' ? saleId : poolId);
  const message = await metadataMessage(o.kind ?? kind, id, content, o.issued);
  return { owner: o.owner ?? wallet.address, message, signature: await wallet.signMessage(message), ...content };
}

const saleBody = async (content = payload(), o: SignOptions = {}) => ({ saleId, ...(await signed('sale', content, o)) });
const poolBody = async (content = payload(), o: SignOptions = {}) => ({ poolID: poolId, poolAddress, ...(await signed('stake-pool', content, o)) });
const post = (path: string, json: unknown) => api(path, { json });

/** Posts and expects a 4xx with an error message and an untouched database. */
async function refused(path: string, body: unknown, status?: number): Promise<string> {
  const before = dbSnapshot();
  const res: ApiResponse =
    typeof body === 'string' ? await api(path, { body }) : status === 413 ? await postOversized(path, JSON.stringify(body)) : await post(path, body);
  const message = expectApiError(res, status);
  expect(dbSnapshot()).toEqual(before);
  return message;
}

describe('sale metadata', () => {
  it('is 404 until posted', async () => {
    expect(expectApiError(await api(`/sales/${saleId}/metadata`), 404)).toMatch(/No metadata/);
    expectApiError(await api(`/sales/${saleId}/logo`), 404);
  });

  it('stores the owner’s signed post and serves it with a safe logo', async () => {
    const res = await post('/create-sale', await saleBody());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });

    const meta = await api(`/sales/${saleId}/metadata`);
    expect(meta.status).toBe(200);
    expect(meta.body).toEqual({
      description: 'Bond SALLY at a discount',
      socials: { website: 'https://sally.example', twitter: 'https://x.com/sally', telegram: 'https://t.me/sally' },
      logoMimeType: 'image/png',
      logoUrl: `/sales/${saleId}/logo`,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });

    const logo = await api(meta.body.logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logo.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(Buffer.compare(logo.body as Buffer, PNG)).toBe(0);

    const rows = dbSnapshot().metadata as Array<Record<string, unknown>>;
    expect(rows.filter((r) => r.contract_address === saleAddress)).toEqual([
      expect.objectContaining({ chain_id: 31337, kind: 'sale', entity_id: saleId, owner: owner().address.toLowerCase(), logo_mime_type: 'image/png' }),
    ]);
  });

  it('lets a later post by the owner replace it, with an SVG logo stored and served as a PNG drawing', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><image href="https://tracker.example/p.png"/><foreignObject><p>x</p></foreignObject><rect width="8" height="8"/></svg>',
    );
    const res = await post('/create-sale', await saleBody(payload({ description: 'Replaced', socials: {}, logo: svg.toString('base64'), logoMimeType: 'image/svg+xml' })));
    expect(res.status).toBe(201);
    const meta = await api(`/sales/${saleId}/metadata`);
    expect(meta.body).toMatchObject({ description: 'Replaced', socials: {}, logoMimeType: 'image/png', logoUrl: `/sales/${saleId}/logo` });
    const logo = await api(`/sales/${saleId}/logo`);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expectPng(logo.body as Buffer);
  });

  // Each way CSS can name a URL past a sanitiser that looks for url( and @import: none can reach
  // a browser, because no SVG is served, only its PNG drawing.
  it.each([
    ['an escaped url( in <style>', '<style>rect { fill: u\\72l(https://evil.example/a) }</style><rect width="8" height="8"/>'],
    ['an escaped @import in <style>', '<style>@\\69mport "https://evil.example/b.css";</style><rect width="8" height="8"/>'],
    ['image-set() in <style>', '<style>rect { background: image-set("https://evil.example/c.png" 1x) }</style><rect width="8" height="8"/>'],
    ['an escaped url( in style=""', '<rect width="8" height="8" style="fill: u\\72l(https://evil.example/d)"/>'],
    ['image-set() in style=""', '<rect width="8" height="8" style="background: image-set(&quot;https://evil.example/e.png&quot; 1x)"/>'],
  ])('serves an SVG with %s back as a PNG that names no URL', async (_label, inner) => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">${inner}</svg>`);
    expect((await post('/create-sale', await saleBody(payload({ description: 'CSS', logo: svg.toString('base64'), logoMimeType: 'image/svg+xml' })))).status).toBe(201);
    const logo = await api(`/sales/${saleId}/logo`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expectPng(logo.body as Buffer);
    expect((logo.body as Buffer).toString('latin1')).not.toMatch(/evil|https?:/);
    const row = (dbSnapshot().metadata as Array<Record<string, unknown>>).find((r) => r.contract_address === saleAddress);
    expect(row).toMatchObject({ logo_mime_type: 'image/png' });
  });

  it('never serves an SVG stored before SVG logos were drawn as PNG: it reads as no logo', async () => {
    expect((await post('/create-sale', await saleBody(payload({ description: 'Had an SVG' })))).status).toBe(201);
    storeRawLogo(saleAddress, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://evil.example/x.css";</style></svg>'), 'image/svg+xml');
    expect((await api(`/sales/${saleId}/metadata`)).body).toMatchObject({ description: 'Had an SVG', logoMimeType: null, logoUrl: null });
    expect(expectApiError(await api(`/sales/${saleId}/logo`), 404)).toBe('This entry has no logo');
  });

  it('refuses an older message than the stored version’s with 409, so metadata cannot be rolled back', async () => {
    const older = await issueTime();
    const olderBody = await saleBody(payload({ description: 'Older' }), { issued: older });
    const newerBody = await saleBody(payload({ description: 'Newer' }), { issued: older + 120_000 });
    expect((await post('/create-sale', newerBody)).status).toBe(201);
    expect(await refused('/create-sale', olderBody, 409)).toBe('A newer version of this metadata is already stored (signed later than this message); please sign again');
    expect((await api(`/sales/${saleId}/metadata`)).body.description).toBe('Newer');
    // the same issue time is not newer either
    const sameTime = await saleBody(payload({ description: 'Same time' }), { issued: older + 120_000 });
    expect(await refused('/create-sale', sameTime, 409)).toMatch(/newer version/);
  });

  it('accepts a post without a logo', async () => {
    expect((await post('/create-sale', await saleBody(payload({ logo: '', logoMimeType: '' })))).status).toBe(201);
    expect((await api(`/sales/${saleId}/metadata`)).body).toMatchObject({ logoMimeType: null, logoUrl: null });
    expectApiError(await api(`/sales/${saleId}/logo`), 404);
  });

  it('refuses a replayed signature', async () => {
    const body = await saleBody(payload({ description: 'Once only' }));
    expect((await post('/create-sale', body)).status).toBe(201);
    expect(await refused('/create-sale', body, 409)).toMatch(/already been used/);
  });

  it.each([
    ['a stale signature', async () => saleBody(payload(), { issued: metadataIssueTime(await latestTimestamp()) - 601_000 }), 400, /expired/],
    // signed over content never posted, so the message is unused and only the change is wrong
    ['a payload changed after signing', async () => ({ ...(await saleBody(payload({ description: 'Signed, never posted' }))), description: 'Changed after signing' }), 400, /does not match/],
    ['a signature by a non-owner', async () => saleBody(payload(), { by: TRADER }), 403, /owner/],
    ['an owner field that did not sign', async () => saleBody(payload(), { by: TRADER, owner: owner().address }), 403, /owner/],
    ['a message for another sale', async () => ({ ...(await saleBody(payload(), { id: 1 })), saleId }), 400, /for sale 1/],
    ['a pool message posted as a sale', async () => saleBody(payload(), { kind: 'stake-pool' }), 400, /stake-pool/],
    ['the specification’s bare message', async () => ({ ...(await saleBody()), message: `sale-metadata:${saleId}` }), 400, /format/],
    ['a sale that does not exist', async () => ({ ...(await saleBody(payload(), { id: 999 })), saleId: 999 }), 404, /does not exist/],
    ['a malformed owner', async () => ({ ...(await saleBody()), owner: '0x12' }), 400, /owner/],
    ['a wrong-checksum owner', async () => ({ ...(await saleBody()), owner: wrongChecksum(owner().address) }), 400, /checksum/],
    ['a 151-character description', async () => saleBody(payload({ description: 'x'.repeat(151) })), 400, /150/],
    ['a javascript: URL', async () => saleBody(payload({ socials: { website: 'javascript:alert(1)' } })), 400, /https/],
    ['a data: URL', async () => saleBody(payload({ socials: { telegram: 'data:text/html,<b>x</b>' } })), 400, /https/],
    ['an http: URL', async () => saleBody(payload({ socials: { twitter: 'http://x.com/sally' } })), 400, /https/],
    ['an unknown social link', async () => saleBody(payload({ socials: { website: 'https://a.example', myspace: 'https://m.example' } as never })), 400, /myspace/],
    ['invalid base64', async () => saleBody(payload({ logo: '%%%not-base64%%%' })), 400, /base64/],
    ['a data: URL as logo', async () => saleBody(payload({ logo: `data:image/png;base64,${PNG.toString('base64')}` })), 400, /base64/],
    ['a PNG claimed as SVG', async () => saleBody(payload({ logoMimeType: 'image/svg+xml' })), 400, /claimed to be image\/svg\+xml but its bytes are image\/png/],
    ['an SVG claimed as PNG', async () => saleBody(payload({ logo: SVG.toString('base64'), logoMimeType: 'image/png' })), 400, /claimed to be image\/png but its bytes are image\/svg\+xml/],
    [
      'an SVG with a script',
      async () =>
        saleBody(payload({ logo: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>').toString('base64'), logoMimeType: 'image/svg+xml' })),
      400,
      /script/,
    ],
    ['a GIF', async () => saleBody(payload({ logo: Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64'), logoMimeType: 'image/gif' })), 400, /logoMimeType/],
    ['a logo over 5 MB', async () => saleBody(payload({ logo: Buffer.concat([PNG, Buffer.alloc(5 * MB)]).toString('base64') })), 413, /5 MB/],
    ['a missing signature', async () => ({ ...(await saleBody()), signature: undefined }), 400, /signature is required/],
    ['a missing saleId', async () => ({ ...(await saleBody()), saleId: undefined }), 400, /saleId/],
    ['a saleId of the wrong type', async () => ({ ...(await saleBody()), saleId: { id: saleId } }), 400, /saleId/],
    ['a description of the wrong type', async () => ({ ...(await saleBody()), description: 42 }), 400, /description/],
    ['socials of the wrong type', async () => ({ ...(await saleBody()), socials: 'https://a.example' }), 400, /socials/],
  ])('refuses %s and stores nothing', async (_label, build, status, message) => {
    expect(await refused('/create-sale', await build(), status)).toMatch(message);
  });

  it('refuses a body over the limit (413) and malformed JSON (400), storing nothing', async () => {
    const huge = { ...(await saleBody()), logo: 'A'.repeat(8 * MB) };
    expect(await refused('/create-sale', huge, 413)).toBeTruthy();
    expect(await refused('/create-sale', '{"saleId": 1,', 400)).toBeTruthy();
  });

  it('admits a logo of almost 5 MB on create-sale', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * MB - PNG.length)]);
    expect((await post('/create-sale', await saleBody(payload({ logo: big.toString('base64') })))).status).toBe(201);
    const logo = await api(`/sales/${saleId}/logo`);
    expect((logo.body as Buffer).length).toBe(5 * MB);
  });

  it('answers 404 for sales that do not exist and 400 for bad ids', async () => {
    expectApiError(await api('/sales/999/metadata'), 404);
    expectApiError(await api('/sales/999/logo'), 404);
    expectApiError(await api('/sales/x1/metadata'), 400);
  });
});

describe('a signature made for another deployment', () => {
  afterAll(closeOwnServers);

  it('is refused by a server of another deployment, though its own deployment accepts it', async () => {
    // Another deployment on the same chain: its own bond factory (here an address without one,
    // so the message check, which comes before any chain read, is what answers).
    const other = await startOwnServer({ deployment: { ...d, contracts: { ...d.contracts, bondFactory: '0x00000000000000000000000000000000000000b2' } } });
    const body = await saleBody(payload({ description: 'For this deployment only' }));
    const elsewhere = await fetch(`${other}/create-sale`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(elsewhere.status).toBe(400);
    expect(((await elsewhere.json()) as { message: string }).message).toBe(
      `The signed message is for another deployment (chain ${d.chainId}, factory ${d.contracts.bondFactory.toLowerCase()}), not this one (chain ${d.chainId}, factory 0x00000000000000000000000000000000000000b2)`,
    );
    expect((await post('/create-sale', body)).status).toBe(201);
  });

  it('is refused when it names another chain', async () => {
    const content = payload({ description: 'Signed for BSC' });
    const message = buildMetadataMessage('sale', saleId, { chainId: 56, factory: d.contracts.bondFactory }, content, await issueTime());
    const body = { saleId, owner: owner().address, message, signature: await owner().signMessage(message), ...content };
    expect(await refused('/create-sale', body, 400)).toMatch(/^The signed message is for another deployment \(chain 56/);
  });
});

describe('pool metadata', () => {
  it('is stored by the 1-based poolID and served at index poolID-1', async () => {
    expectApiError(await api(`/stake-pools/${poolId - 1}/metadata`), 404);
    const res = await post('/create-stake-pool', await poolBody(payload({ description: 'Stake SCHM', socials: { discord: 'https://discord.gg/schm' } })));
    expect(res.status).toBe(201);
    const meta = await api(`/stake-pools/${poolId - 1}/metadata`);
    expect(meta.body).toEqual({
      description: 'Stake SCHM',
      socials: { discord: 'https://discord.gg/schm' },
      logoMimeType: 'image/png',
      logoUrl: `/stake-pools/${poolId - 1}/logo`,
      updatedAt: expect.any(String),
    });
    const logo = await api(meta.body.logoUrl);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(Buffer.compare(logo.body as Buffer, PNG)).toBe(0);
    expect((await api(`/stake-pools/${poolId}/metadata`)).status).toBe(404);
  });

  it.each([
    ['a poolAddress that is not the pool’s', async () => ({ ...(await poolBody()), poolAddress: saleAddress }), 400, /poolAddress/],
    ['a signature by a non-owner', async () => poolBody(payload(), { by: TRADER }), 403, /owner/],
    ['a stale signature', async () => poolBody(payload(), { issued: metadataIssueTime(await latestTimestamp()) - 3_600_000 }), 400, /expired/],
    ['a payload changed after signing', async () => ({ ...(await poolBody(payload({ description: 'Signed, never posted' }))), socials: { website: 'https://other.example' } }), 400, /does not match/],
    ['a sale message posted as a pool', async () => poolBody(payload(), { kind: 'sale' }), 400, /sale/],
    ['a pool that does not exist', async () => ({ ...(await poolBody(payload(), { id: 999 })), poolID: 999 }), 404, /does not exist/],
    ['a logo over 2 MB', async () => poolBody(payload({ logo: Buffer.concat([PNG, Buffer.alloc(2 * MB)]).toString('base64') })), 413, /2 MB/],
    ['a PNG claimed as SVG', async () => poolBody(payload({ logoMimeType: 'image/svg+xml' })), 400, /claimed/],
    ['a javascript: URL', async () => poolBody(payload({ socials: { discord: 'javascript:void(0)' } })), 400, /https/],
    ['a 151-character description', async () => poolBody(payload({ description: 'y'.repeat(151) })), 400, /150/],
    ['a missing poolAddress', async () => ({ ...(await poolBody()), poolAddress: undefined }), 400, /poolAddress/],
    ['a poolID of the wrong type', async () => ({ ...(await poolBody()), poolID: true }), 400, /poolID/],
  ])('refuses %s and stores nothing', async (_label, build, status, message) => {
    expect(await refused('/create-stake-pool', await build(), status)).toMatch(message);
  });

  it('refuses a body over the pool limit with 413', async () => {
    expect(await refused('/create-stake-pool', { ...(await poolBody()), logo: 'A'.repeat(3 * MB) }, 413)).toBeTruthy();
  });

  it('keeps the 1 MB limit on other routes', async () => {
    // /v1/tokens has no POST route: the body limit applies before routing answers 404 or 413.
    const res = await postOversized('/v1/tokens', JSON.stringify({ x: 'A'.repeat(2 * MB) }));
    expect([404, 413]).toContain(res.status);
    const ok = await postOversized('/create-sale', JSON.stringify({ x: 'A'.repeat(2 * MB) }));
    expect(ok.status).toBe(400); // within create-sale's own limit, so it reaches validation
  });
});
