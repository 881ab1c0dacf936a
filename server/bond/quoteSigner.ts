/**
 * Where the API's quote signer comes from. The routes only need an ethers `Signer` (they call
 * `getAddress` and `signTypedData`), so the key can live outside this process:
 *
 * - QUOTE_SIGNER_KEY: a private key in the environment (from the host's secret store; never a file
 *   in the repository or the image); a malformed one stops start-up with a message that quotes none of it;
 * - QUOTE_SIGNER_MODULE: the path of a module whose `createQuoteSigner(env)` returns a `Signer`,
 *   e.g. one backed by AWS KMS / GCP KMS / an HSM (see DigestSigner for the shape such a signer takes);
 * - neither, on the dev chain only: the public dev key of account 9.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Wallet, type Signer } from 'ethers';
import type { Deployment } from '../../common/deployment/schema';
import { devQuoteSignerKey } from '../devKeys';
import { walletFromQuoteSignerKey } from './quoteSignerKey';

export interface QuoteSignerModule {
  createQuoteSigner(env: NodeJS.ProcessEnv): Signer | Promise<Signer>;
}

function isSigner(value: unknown): value is Signer {
  const candidate = value as Partial<Signer> | null;
  return typeof candidate?.getAddress === 'function' && typeof candidate.signTypedData === 'function';
}

type LoadModule = (file: string) => Promise<unknown>;

const importFile: LoadModule = (file) => import(pathToFileURL(file).href);

export async function quoteSignerFromEnv(env: NodeJS.ProcessEnv, deployment: Deployment, load: LoadModule = importFile): Promise<Signer> {
  // Only an empty value counts as unset; anything else must be a key exactly (see quoteSignerKey.ts).
  const key = env.QUOTE_SIGNER_KEY === '' ? undefined : env.QUOTE_SIGNER_KEY;
  const modulePath = env.QUOTE_SIGNER_MODULE?.trim();
  if (key !== undefined && modulePath) throw new Error('Set QUOTE_SIGNER_KEY or QUOTE_SIGNER_MODULE, not both');
  if (modulePath) {
    const loaded = (await load(path.resolve(modulePath))) as Partial<QuoteSignerModule> & { default?: Partial<QuoteSignerModule> };
    const create = loaded.createQuoteSigner ?? loaded.default?.createQuoteSigner;
    if (typeof create !== 'function') throw new Error(`QUOTE_SIGNER_MODULE ${modulePath} does not export createQuoteSigner(env)`);
    const signer = await create(env);
    if (!isSigner(signer)) throw new Error(`createQuoteSigner of ${modulePath} did not return an ethers Signer`);
    return signer;
  }
  if (key !== undefined) return walletFromQuoteSignerKey(key);
  if (deployment.network === 'devnet') return new Wallet(devQuoteSignerKey());
  throw new Error('QUOTE_SIGNER_KEY or QUOTE_SIGNER_MODULE is required outside the dev chain');
}
