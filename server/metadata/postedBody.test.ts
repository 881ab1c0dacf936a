/** @jest-environment node */
import { metadataBodySchema } from './bodySchemas';
import { parsePostedBody, withoutLogo } from './postedBody';
import { parsePost } from './uploadWorker';

const saleSchema = metadataBodySchema({ post: { idField: 'saleId', properties: {}, required: [] } });
const poolSchema = metadataBodySchema({
  post: { idField: 'poolID', properties: { poolAddress: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } }, required: ['poolAddress'] },
});

const owner = '0x' + 'ab'.repeat(20);
const signature = '0x' + '11'.repeat(65);
const bytes = (value: unknown) => new Uint8Array(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)));
const sale = { saleId: 1, owner, message: 'm', signature, description: 'd', logo: 'PHN2Zy8+', logoMimeType: 'image/svg+xml' };

describe('parsePostedBody', () => {
  it('parses a valid post from its raw bytes', () => {
    expect(parsePostedBody(bytes(sale), saleSchema)).toEqual({ ok: true, body: sale });
  });

  it('reads the bytes of a view into a larger buffer, not the whole buffer', () => {
    const json = Buffer.from(JSON.stringify(sale));
    const padded = Buffer.concat([Buffer.from('xxxx'), json, Buffer.from('yyyy')]);
    expect(parsePostedBody(padded.subarray(4, 4 + json.length), saleSchema).ok).toBe(true);
  });

  it('refuses a body that is not JSON', () => {
    expect(parsePostedBody(bytes('{"saleId": 1,'), saleSchema)).toEqual({ ok: false, message: expect.stringMatching(/not valid JSON/) });
  });

  it('checks the route schema: a missing field and a bad pattern, each named', () => {
    const { owner: _owner, ...noOwner } = sale;
    const missing = parsePostedBody(bytes(noOwner), saleSchema);
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.validation?.[0]).toMatchObject({ keyword: 'required', params: { missingProperty: 'owner' } });
    const pool = parsePostedBody(bytes({ ...sale, saleId: undefined, poolID: '2', poolAddress: 'nope' }), poolSchema);
    expect(!pool.ok && pool.validation?.[0]).toMatchObject({ keyword: 'pattern', instancePath: '/poolAddress' });
  });
});

describe('parsePost (the worker task run before the owner check)', () => {
  it('answers every field but the logo, and whether there is one', () => {
    expect(parsePost({ raw: bytes(sale), schema: saleSchema })).toEqual({ ok: true, ...withoutLogo(sale) });
    expect(withoutLogo(sale)).toEqual({ fields: expect.not.objectContaining({ logo: expect.anything() }), hasLogo: true });
  });

  it('keeps an empty logo in the fields, so a post without a logo is checked whole', () => {
    const plain = { ...sale, logo: '', logoMimeType: '' };
    expect(withoutLogo(plain)).toEqual({ fields: plain, hasLogo: false });
  });
});
