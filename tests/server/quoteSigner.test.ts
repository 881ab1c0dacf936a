/**
 * The quote signer is pluggable: an in-process server built with a signer that is NOT an ethers
 * Wallet — a DigestSigner whose key sits behind a signing function, as a KMS key would — signs
 * quotes that BondSale.buyWithQuote accepts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BondSale__factory } from '../../typechain-types';
import { SigningKey, Wallet, computeAddress } from 'ethers';
import { buildServer } from '../../server/app';
import { DigestSigner } from '../../server/bond/digestSigner';
import { devQuoteSignerKey } from '../../server/devKeys';
import { stackEnv } from '../stack/env';
import { deployment, revert, signer, snapshot, TRADER } from './helpers';

const E18 = 10n ** 18n;
let app: FastifyInstance;
let base: string;
let dir: string;
let snap: string;
const digestsSigned: string[] = [];

/** Stands in for the remote service: the key never leaves this closure, the server only sees digests. */
function remoteSigner(): DigestSigner {
  const key = new SigningKey(devQuoteSignerKey());
  return new DigestSigner(computeAddress(key.publicKey), async (digest) => {
    digestsSigned.push(digest);
    return key.sign(digest);
  });
}

beforeAll(async () => {
  snap = await snapshot();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-signer-'));
  app = await buildServer({
    deployment: deployment(),
    rpcUrl: stackEnv().rpcUrl,
    dbFile: path.join(dir, 'api.sqlite'),
    quoteSigner: remoteSigner(),
    observationIntervalMs: 0,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
  await revert(snap);
});

it('a quote signed through a non-Wallet Signer is accepted by buyWithQuote', async () => {
  const buyer = signer(TRADER);
  const response = await fetch(`${base}/sales/1/quote?buyer=${buyer.address}&tokenAmount=${250n * E18}`);
  expect(response.status).toBe(200);
  const { quote, signature } = (await response.json()) as { quote: Record<string, string>; signature: string };
  expect(digestsSigned).toHaveLength(1);
  expect(remoteSigner()).not.toBeInstanceOf(Wallet);

  const sale = BondSale__factory.connect(quote.saleAddress, buyer);
  const sold = await sale.soldTokens();
  await (await sale.buyWithQuote(quote as never, signature, { value: BigInt(quote.paymentAmount) })).wait();
  expect(await sale.soldTokens()).toBe(sold + 250n * E18);
});
