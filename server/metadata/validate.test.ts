/** @jest-environment node */
import { Wallet, type HDNodeWallet } from 'ethers';
import { buildMetadataMessage, type MetadataPayload } from '../../common/metadata/signedMetadata';
import { ApiError } from '../lib/errors';
import { checkContent, checkPayloadHash, verifyMetadataMessage, type MetadataBody } from './validate';

const owner = Wallet.createRandom();
const stranger = Wallet.createRandom();
const NOW = 1_800_000_000_000; // the server's time (ms): the later of chain time and the wall clock
const SCOPE = { chainId: 56, factory: '0x00000000000000000000000000000000000000f1' };
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const payload: MetadataPayload = {
  description: 'A bond for SALLY',
  socials: { website: 'https://sally.example', twitter: 'https://x.com/sally' },
  logo: PNG.toString('base64'),
  logoMimeType: 'image/png',
};

async function signedBody(
  p: MetadataPayload = payload,
  opts: { id?: string; issued?: number; signer?: Wallet | HDNodeWallet; kind?: 'sale' | 'stake-pool'; scope?: typeof SCOPE } = {},
): Promise<MetadataBody> {
  const message = buildMetadataMessage(opts.kind ?? 'sale', opts.id ?? '7', opts.scope ?? SCOPE, p, opts.issued ?? NOW);
  return { ...p, message, signature: await (opts.signer ?? owner).signMessage(message) };
}

function verify(body: MetadataBody, overrides: Partial<Parameters<typeof verifyMetadataMessage>[0]> = {}) {
  return verifyMetadataMessage({ kind: 'sale', id: '7', scope: SCOPE, body, claimedOwner: owner.address.toLowerCase(), nowMs: NOW, ...overrides });
}

function rejection(fn: () => unknown): { status: number; message: string } | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.statusCode, message: error.message };
  }
}

describe('verifyMetadataMessage', () => {
  it('accepts the owner’s fresh signature over this payload and returns the message digest and issue time', async () => {
    const result = verify(await signedBody(payload, { issued: NOW - 1234 }));
    expect(result.signer).toBe(owner.address.toLowerCase());
    expect(result.messageDigest).toMatch(/^0x[0-9a-f]{64}$/);
    expect(result.issuedAtMs).toBe(NOW - 1234);
    expect(result.issuedAt).toBe(Math.floor((NOW - 1234) / 1000));
  });

  it('refuses a message made for another deployment: another chain, or another factory', async () => {
    const otherChain = await signedBody(payload, { scope: { ...SCOPE, chainId: 97 } });
    const otherFactory = await signedBody(payload, { scope: { ...SCOPE, factory: '0x00000000000000000000000000000000000000f2' } });
    expect(rejection(() => verify(otherChain))).toEqual({
      status: 400,
      message: `The signed message is for another deployment (chain 97, factory ${SCOPE.factory}), not this one (chain 56, factory ${SCOPE.factory})`,
    });
    expect(rejection(() => verify(otherFactory))?.message).toMatch(/another deployment \(chain 56, factory 0x0+f2\)/);
    // the factory's case does not matter
    expect(() => verify(otherFactory, { scope: { ...SCOPE, factory: '0x00000000000000000000000000000000000000F2' } })).not.toThrow();
  });

  it('accepts an issue time up to 10 minutes either side of the server’s time', async () => {
    const early = await signedBody(payload, { issued: NOW - 600_000 });
    const late = await signedBody(payload, { issued: NOW + 600_000 });
    expect(() => verify(early)).not.toThrow();
    expect(() => verify(late)).not.toThrow();
  });

  it('refuses a stale or future-dated message', async () => {
    expect(rejection(() => verify(signed601))).toEqual({ status: 400, message: 'The signed message has expired; please sign again' });
    expect(rejection(() => verify(future601))?.message).toMatch(/ahead of the chain's; please check the device's clock/);
  });
  let signed601: MetadataBody;
  let future601: MetadataBody;
  beforeAll(async () => {
    signed601 = await signedBody(payload, { issued: NOW - 600_001 });
    future601 = await signedBody(payload, { issued: NOW + 600_001 });
  });

  it('refuses a payload changed after signing', async () => {
    const body = await signedBody();
    const { payloadHash } = verify(body);
    expect(() => checkPayloadHash(body, payloadHash)).not.toThrow();
    expect(rejection(() => checkPayloadHash({ ...body, description: 'changed' }, payloadHash))?.message).toBe('The signed message does not match the posted content');
    expect(rejection(() => checkPayloadHash({ ...body, socials: { ...body.socials, telegram: 'https://t.me/x' } }, payloadHash))?.status).toBe(400);
    expect(rejection(() => checkPayloadHash({ ...body, logoMimeType: 'image/jpeg' }, payloadHash))?.status).toBe(400);
  });

  it('checks the signer without touching the content, so a large body costs no more than a small one', async () => {
    const body = await signedBody(payload, { signer: stranger });
    const untouchable = { message: body.message, signature: body.signature } as MetadataBody;
    for (const field of ['logo', 'description', 'socials', 'logoMimeType'] as const) {
      Object.defineProperty(untouchable, field, { get: () => { throw new Error(`read ${field}`); } });
    }
    expect(rejection(() => verify(untouchable))?.status).toBe(403);
  });

  it('refuses a message for another id or kind', async () => {
    expect(rejection(() => verify(other8))?.message).toBe('The signed message is for sale 8, not sale 7');
    expect(rejection(() => verify(pool7))?.status).toBe(400);
  });
  let other8: MetadataBody;
  let pool7: MetadataBody;
  beforeAll(async () => {
    other8 = await signedBody(payload, { id: '8' });
    pool7 = await signedBody(payload, { kind: 'stake-pool' });
  });

  it('refuses a signature by someone other than the claimed owner', async () => {
    const body = await signedBody(payload, { signer: stranger });
    expect(rejection(() => verify(body))).toEqual({ status: 403, message: 'The signature was not made by the owner given in the request' });
  });

  it('refuses the specification’s bare message and garbage signatures', async () => {
    const body = await signedBody();
    expect(rejection(() => verify({ ...body, message: 'sale-metadata:7' }))?.status).toBe(400);
    expect(rejection(() => verify({ ...body, signature: `0x${'00'.repeat(65)}` }))?.status).toBe(400);
  });
});

describe('checkContent', () => {
  const body = (overrides: Partial<MetadataBody>): MetadataBody => ({ ...payload, message: '', signature: '', ...overrides });

  it('keeps the given https links and drops empty ones', () => {
    const content = checkContent(body({ socials: { website: 'https://a.example', telegram: '' } }), 1024);
    expect(content.socials).toEqual({ website: 'https://a.example' });
    expect(content.logo?.mimeType).toBe('image/png');
  });

  it('accepts a post without a logo', () => {
    expect(checkContent(body({ logo: '', logoMimeType: '' }), 1024).logo).toBeNull();
    expect(checkContent(body({ logo: undefined, logoMimeType: undefined }), 1024).logo).toBeNull();
  });

  it.each([
    ['a 151-character description', { description: 'x'.repeat(151) }, 'The description must be at most 150 characters'],
    ['a javascript: link', { socials: { website: 'javascript:alert(1)' } }, 'socials.website must be an https:// URL'],
    ['a data: link', { socials: { discord: 'data:text/html,hi' } }, 'socials.discord must be an https:// URL'],
    ['an http: link', { socials: { twitter: 'http://x.com/a' } }, 'socials.twitter must be an https:// URL'],
    ['invalid base64', { logo: 'not base64!' }, 'The logo is not valid base64 (without a data: prefix)'],
    ['a data: URL as logo', { logo: `data:image/png;base64,${PNG.toString('base64')}` }, 'The logo is not valid base64 (without a data: prefix)'],
    ['a MIME type without a logo', { logo: '' }, 'logoMimeType is given but the logo is empty'],
  ])('refuses %s', (_label, overrides, message) => {
    expect(rejection(() => checkContent(body(overrides as Partial<MetadataBody>), 1024))).toEqual({ status: 400, message });
  });

  it('accepts exactly 150 characters', () => {
    expect(checkContent(body({ description: 'x'.repeat(150) }), 1024).description).toHaveLength(150);
  });
});
