import fc from 'fast-check';
import {
  buildMetadataMessage,
  canonicalJson,
  metadataIssueTime,
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

const scope = { chainId: 56, factory: '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01' };

describe('metadata message', () => {
  it('round-trips through parse, naming the chain and the factory (lowercase)', () => {
    const message = buildMetadataMessage('sale', 7, scope, payload, 1_800_000_000_123);
    expect(message.split('\n')).toEqual([
      'sale-metadata:7',
      'chain:56',
      'factory:0xabcdef0123456789abcdef0123456789abcdef01',
      `payload:${metadataPayloadHash(payload)}`,
      'issued:2027-01-15T08:00:00.123Z',
    ]);
    expect(parseMetadataMessage(message)).toEqual({
      kind: 'sale',
      id: '7',
      chainId: 56,
      factory: '0xabcdef0123456789abcdef0123456789abcdef01',
      payloadHash: metadataPayloadHash(payload),
      issuedAt: new Date(1_800_000_000_123),
    });
    expect(parseMetadataMessage(buildMetadataMessage('stake-pool', 3, scope, payload, 1_800_000_000_000))).toMatchObject({ kind: 'stake-pool', id: '3' });
  });

  it('binds the payload: any change changes the hash', () => {
    const changed = { ...payload, description: 'A token!' };
    expect(metadataPayloadHash(changed)).not.toBe(metadataPayloadHash(payload));
  });

  it('rejects texts that are not exactly the five well-formed lines', () => {
    expect(parseMetadataMessage('sale-metadata:7')).toBeNull();
    const message = buildMetadataMessage('stake-pool', 3, scope, payload, 1_800_000_000_000);
    expect(parseMetadataMessage(`${message}\nextra`)).toBeNull();
    const lines = message.split('\n');
    // the previous three-line format (no chain, no factory)
    expect(parseMetadataMessage([lines[0], lines[3], lines[4]].join('\n'))).toBeNull();
    expect(parseMetadataMessage(message.replace('chain:56', 'chain:056'))).toBeNull();
    expect(parseMetadataMessage(message.replace(/factory:0x[0-9a-f]+/, 'factory:0x12'))).toBeNull();
  });
});

describe('metadataIssueTime', () => {
  it('is the later of chain time and the wall clock, in milliseconds', () => {
    expect(metadataIssueTime(1_800_000_000, 1_700_000_000_000)).toBe(1_800_000_000_000);
    expect(metadataIssueTime(1_700_000_000, 1_800_000_000_456)).toBe(1_800_000_000_456);
  });
});
