/**
 * The quote signer is pluggable: an in-process server built with a signer that is NOT an ethers
 * Wallet — a DigestSigner whose key sits behind a signing function, as a KMS key would — signs
 * quotes that BondSale.buyWithQuote accepts. And a spoiled QUOTE_SIGNER_KEY stops the real
 * `server/main.ts` at start, saying what is wrong without printing any of the key.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BondSale__factory } from '../../typechain-types';
import { SigningKey, Wallet, computeAddress } from 'ethers';
import { freePort } from '../support/ports';
import { buildServer } from '../../server/app';
import { DigestSigner } from '../../server/bond/digestSigner';
import { devQuoteSignerKey } from '../../server/devKeys';
import { repoRoot, stackEnv, stackPaths } from '../stack/env';
import { deployment, revert, signer, snapshot, TRADER } from './helpers';

const E18 = 10n ** 18n;
let app: FastifyInstance;
let base: string;
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
  app = await buildServer({
    deployment: deployment(),
    rpcUrl: stackEnv().rpcUrl,
    // the stack's database: its price history is 30 minutes long
    dbFile: stackPaths().dbFile,
    quoteSigner: remoteSigner(),
    observationIntervalMs: 0,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
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

describe('a spoiled QUOTE_SIGNER_KEY', () => {
  /** Starts server/main.ts with `key`; resolves with its exit code and everything it printed. */
  function start(key: string): Promise<{ code: number | null; printed: string }> {
    return freePort().then(
      (port) =>
        new Promise((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server', 'main.ts')], {
            cwd: repoRoot,
            env: { ...process.env, QUOTE_SIGNER_KEY: key, DEPLOYMENT_FILE: stackEnv().deploymentFile, RPC_URL: stackEnv().rpcUrl, API_PORT: String(port), DB_FILE: ':memory:' },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let printed = '';
          child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
          child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
          const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
          child.on('close', (code) => {
            clearTimeout(timer);
            resolve({ code, printed });
          });
        }),
    );
  }

  const key = Wallet.createRandom().privateKey;
  const shape = 'A private key is 0x followed by exactly 64 hex digits (0-9, a-f), with nothing around it.';
  it.each([
    ['one digit short', key.slice(0, -1), 'it has 63 characters after 0x, not 64'],
    ['one digit long', `${key}7`, 'it has 65 characters after 0x, not 64'],
    ['a trailing zz', `${key}zz`, 'it has 66 characters after 0x, not 64; 2 characters are not hex digits (at positions 67 and 68 of 68)'],
    ['a trailing semicolon', `${key};`, 'it has 65 characters after 0x, not 64; 1 character is not hex digits (at position 67 of 67)'],
    ['a trailing newline', `${key}\n`, 'it contains 1 whitespace character (a space or line break from the secret store?)'],
    ['no 0x', key.slice(2), 'it does not start with 0x'],
  ])('with %s stops start-up, names the variable and what is wrong, and prints none of the key', async (_label, spoiled, problem) => {
    const { code, printed } = await start(spoiled);
    expect(code).toBe(1);
    expect(printed).toContain(`QUOTE_SIGNER_KEY is malformed: ${problem}. ${shape}`);
    // no run of 8 characters of the key (what a reader could recognise) anywhere in the output
    const hex = spoiled.trim();
    const leaked = Array.from({ length: hex.length - 7 }, (_, i) => hex.slice(i, i + 8)).filter((piece) => printed.includes(piece));
    expect(leaked).toEqual([]);
  });
});
