import { Wallet, getBytes, verifyMessage } from 'ethers';
import { config } from '../../config';
import type { Eip1193Provider } from '../wallet/eip1193';
import { parseMetadataMessage, metadataPayloadHash } from '../../../common/metadata/signedMetadata';
import { cleanSocials, fileToBase64, signAndPostMetadata } from './submitMetadata';

// Hardhat account 1 (owner of seeded sales): a real key so the signature can be checked
const owner = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

function signingWallet(): Eip1193Provider & { signed: string[] } {
  const signed: string[] = [];
  return {
    signed,
    async request({ method, params }) {
      if (method !== 'personal_sign') throw new Error(`unexpected ${method}`);
      const [data, address] = params as [string, string];
      expect(address).toBe(owner.address);
      signed.push(data);
      return owner.signMessage(getBytes(data));
    },
  };
}

const payload = {
  description: 'A token with a bond',
  socials: { website: 'https://sally.example', twitter: '', telegram: ' ' },
  logo: 'iVBORw0KGgo=',
  logoMimeType: 'image/png',
};

function fakeFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, impl };
}

describe('signAndPostMetadata', () => {
  it('signs the three-line message with chain time and posts the sale body', async () => {
    const wallet = signingWallet();
    const { calls, impl } = fakeFetch(201, { ok: true });
    await signAndPostMetadata(
      { kind: 'sale', id: 3, owner: owner.address, payload },
      { provider: wallet, latestTimestamp: async () => 1_760_000_000, fetchImpl: impl },
    );
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`${config.apiBase}/create-sale`);
    const body = calls[0].body;
    expect(body).toMatchObject({
      saleId: '3',
      owner: owner.address,
      description: 'A token with a bond',
      socials: { website: 'https://sally.example' },
      logo: 'iVBORw0KGgo=',
      logoMimeType: 'image/png',
    });
    const parsed = parseMetadataMessage(body.message as string);
    expect(parsed).toMatchObject({ kind: 'sale', id: '3' });
    expect(parsed!.issuedAt.toISOString()).toBe(new Date(1_760_000_000_000).toISOString());
    expect(parsed!.payloadHash).toBe(metadataPayloadHash({ ...payload, socials: { website: 'https://sally.example' } }));
    expect(verifyMessage(body.message as string, body.signature as string)).toBe(owner.address);
  });

  it('posts pools with poolID and poolAddress', async () => {
    const { calls, impl } = fakeFetch(201, { ok: true });
    await signAndPostMetadata(
      { kind: 'stake-pool', id: 2, owner: owner.address, poolAddress: '0x00000000000000000000000000000000000000aa', payload },
      { provider: signingWallet(), latestTimestamp: async () => 1_760_000_000, fetchImpl: impl },
    );
    expect(calls[0].url).toBe(`${config.apiBase}/create-stake-pool`);
    expect(calls[0].body).toMatchObject({ poolID: '2', poolAddress: '0x00000000000000000000000000000000000000aa' });
    expect(parseMetadataMessage(calls[0].body.message as string)).toMatchObject({ kind: 'stake-pool', id: '2' });
  });

  it("throws the server's message when the post is refused", async () => {
    const { impl } = fakeFetch(401, { statusCode: 401, error: 'Unauthorized', message: 'The signature is not from the owner' });
    await expect(
      signAndPostMetadata(
        { kind: 'sale', id: 3, owner: owner.address, payload },
        { provider: signingWallet(), latestTimestamp: async () => 1_760_000_000, fetchImpl: impl },
      ),
    ).rejects.toThrow('The signature is not from the owner');
  });

  it('refuses a pool post without its address', async () => {
    await expect(
      signAndPostMetadata({ kind: 'stake-pool', id: 2, owner: owner.address, payload }, { provider: signingWallet() }),
    ).rejects.toThrow('Missing required data for metadata submission');
  });
});

describe('helpers', () => {
  it('cleanSocials drops empty links', () => {
    expect(cleanSocials({ website: ' https://a.example ', twitter: '', discord: undefined })).toEqual({
      website: 'https://a.example',
    });
  });

  it('fileToBase64 strips the data: prefix', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await expect(fileToBase64(file)).resolves.toEqual({ base64: 'iVBORw==', mimeType: 'image/png' });
  });
});
