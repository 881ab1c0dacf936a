import fc from 'fast-check';
import {
  buildMetadataMessage,
  canonicalJson,
  metadataPayloadHash,
  parseMetadataMessage,
  type MetadataPayload,
} from './signedMetadata';

const payload: MetadataPayload = {
  description: 'A token',
  socials: { website: 'https://a.example', twitter: 'https://x.com/a', telegram: 'https://t.me/a' },
  logo: 'iVBORw0KGgo=',
  logoMimeType: 'image/png',
};

describe('canonicalJson', () => {
  it('sorts keys at every level and drops whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 'x' }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"y":"x","z":1}]},"b":1}',
    );
  });

  it('does not depend on key order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(obj));
      }),
    );
  });
});

describe('metadata message', () => {
  it('round-trips through parse', () => {
    const message = buildMetadataMessage('sale', 7, payload, 1_800_000_000);
    expect(message.split('\n')[0]).toBe('sale-metadata:7');
    expect(parseMetadataMessage(message)).toEqual({
      kind: 'sale',
      id: '7',
      payloadHash: metadataPayloadHash(payload),
      issuedAt: new Date(1_800_000_000 * 1000),
    });
  });

  it('binds the payload: any change changes the hash', () => {
    const changed = { ...payload, description: 'A token!' };
    expect(metadataPayloadHash(changed)).not.toBe(metadataPayloadHash(payload));
  });

  it('rejects texts that are not exactly three well-formed lines', () => {
    expect(parseMetadataMessage('sale-metadata:7')).toBeNull();
    const message = buildMetadataMessage('stake-pool', 3, payload, 1_800_000_000);
    expect(parseMetadataMessage(`${message}\nextra`)).toBeNull();
    expect(parseMetadataMessage(message.replace('stake-pool', 'pool'))).toBeNull();
  });
});
