/** @jest-environment node */
import { SigningKey, TypedDataEncoder, Wallet, computeAddress, verifyTypedData, type Signer } from 'ethers';
import devnet from '../../deployments/devnet.json';
import type { Deployment } from '../../common/deployment/schema';
import { devQuoteSignerKey } from '../devKeys';
import { DigestSigner } from './digestSigner';
import { quoteSignerFromEnv } from './quoteSigner';
import { QUOTE_TYPES } from './routes';

const dev = devnet as unknown as Deployment;
const bsc: Deployment = { ...dev, network: 'bsc', chainId: 56 };
const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

const domain = { name: 'BondSale', version: '1', chainId: 56, verifyingContract: '0x2279b7a0a67db372996a5fab50d91eaa73d2ebe6' };
const quote = {
  buyer: '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
  saleAddress: domain.verifyingContract,
  currency: 1n,
  tokenAmount: 10n ** 21n,
  paymentAmount: 7n * 10n ** 20n,
  pricePerToken: 7n * 10n ** 17n,
  discountBps: 500n,
  priceSource: 'pancakeswap-v2',
  deadline: 1_900_000_000n,
  nonce: 42n,
};

describe('quoteSignerFromEnv', () => {
  it('takes the key from QUOTE_SIGNER_KEY', async () => {
    const signer = await quoteSignerFromEnv({ QUOTE_SIGNER_KEY: KEY }, bsc);
    expect(await signer.getAddress()).toBe(new Wallet(KEY).address);
  });

  it('refuses to start outside the dev chain without a key or a signer module', async () => {
    await expect(quoteSignerFromEnv({}, bsc)).rejects.toThrow('QUOTE_SIGNER_KEY or QUOTE_SIGNER_MODULE is required outside the dev chain');
    expect(await (await quoteSignerFromEnv({}, dev)).getAddress()).toBe(new Wallet(devQuoteSignerKey()).address);
  });

  it('refuses both at once', async () => {
    await expect(quoteSignerFromEnv({ QUOTE_SIGNER_KEY: KEY, QUOTE_SIGNER_MODULE: 'x.js' }, bsc)).rejects.toThrow('not both');
  });

  it("loads a remote signer from QUOTE_SIGNER_MODULE's createQuoteSigner(env)", async () => {
    const remote = new DigestSigner(computeAddress(new SigningKey(KEY).publicKey), async (digest) => new SigningKey(KEY).sign(digest));
    const seen: string[] = [];
    const load = async (file: string) => {
      seen.push(file);
      return { createQuoteSigner: (env: NodeJS.ProcessEnv) => (env.KMS_KEY_ID === 'alias/quotes' ? remote : (null as unknown as Signer)) };
    };
    const signer = await quoteSignerFromEnv({ QUOTE_SIGNER_MODULE: 'ops/kmsSigner.js', KMS_KEY_ID: 'alias/quotes' }, bsc, load);
    expect(signer).toBe(remote);
    expect(seen).toEqual([expect.stringMatching(/ops\/kmsSigner\.js$/)]);
    await expect(quoteSignerFromEnv({ QUOTE_SIGNER_MODULE: 'ops/kmsSigner.js' }, bsc, load)).rejects.toThrow('did not return an ethers Signer');
    await expect(quoteSignerFromEnv({ QUOTE_SIGNER_MODULE: 'ops/none.js' }, bsc, async () => ({}))).rejects.toThrow(
      'does not export createQuoteSigner(env)',
    );
  });
});

describe('DigestSigner', () => {
  it('signs the EIP-712 quote from its digest alone, exactly as a Wallet with the same key would', async () => {
    const digests: string[] = [];
    const key = new SigningKey(KEY);
    const signer = new DigestSigner(computeAddress(key.publicKey), async (digest) => {
      digests.push(digest);
      return key.sign(digest);
    });
    const signature = await signer.signTypedData(domain, QUOTE_TYPES, quote);
    expect(digests).toEqual([TypedDataEncoder.hash(domain, QUOTE_TYPES, quote)]);
    expect(verifyTypedData(domain, QUOTE_TYPES, quote, signature)).toBe(await signer.getAddress());
    expect(signature).toBe(await new Wallet(KEY).signTypedData(domain, QUOTE_TYPES, quote));
  });

  it('signs nothing but quotes', async () => {
    const signer = new DigestSigner(new Wallet(KEY).address, async () => {
      throw new Error('must not be called');
    });
    await expect(signer.signMessage()).rejects.toThrow('EIP-712 quotes only');
    await expect(signer.signTransaction({})).rejects.toThrow('never sends transactions');
  });
});
