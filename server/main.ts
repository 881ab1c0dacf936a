/**
 * `npm run server`: the API server alone, configured by environment variables
 * (docs/ARCHITECTURE.md "Dev stack").
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Deployment } from '../common/deployment/schema';
import { buildServer, type IndexOptions } from './app';
import { quoteSignerFromEnv } from './bond/quoteSigner';
import { redactSecret } from './bond/quoteSignerKey';
import { rpcUrlsFromEnv } from './chain/rpcUrls';
import { trustProxyFromEnv, type TrustProxy } from './http/clientAddress';
import { indexOptionsFromEnv } from './indexer/indexEnv';
import { limitsFromEnv, type ServerLimits } from './limits';
import { listingKindsWithExtras } from './listings/registry';
import type { ListingKind } from './listings/kind';

/** Stops start-up with `message`; nothing of the quote signer's key is ever printed, whoever wrote the message. */
function fail(message: string): never {
  process.stderr.write(`${redactSecret(message, process.env.QUOTE_SIGNER_KEY)}\n`);
  process.exit(1);
}

function optionalPositiveInteger(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) fail(`${name}=${raw} is not a positive integer`);
  return value;
}

async function main(): Promise<void> {
  const deploymentFile = path.resolve(process.env.DEPLOYMENT_FILE ?? 'deployments/devnet.json');
  if (!fs.existsSync(deploymentFile)) {
    fail(`Deployment file ${deploymentFile} not found: run the dev stack (npm start) or set DEPLOYMENT_FILE`);
  }
  const deployment = JSON.parse(fs.readFileSync(deploymentFile, 'utf8')) as Deployment;
  const quoteSigner = await quoteSignerFromEnv(process.env, deployment).catch((error: unknown) => fail((error as Error).message));
  const port = Number(process.env.API_PORT ?? 8787);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`API_PORT=${process.env.API_PORT} is not a valid port`);
  const host = process.env.API_HOST ?? '127.0.0.1';
  const quiet = process.env.NODE_ENV === 'test';

  let limits: ServerLimits;
  let trustProxy: TrustProxy | undefined;
  let listingKinds: ListingKind[];
  let index: IndexOptions;
  try {
    limits = limitsFromEnv(process.env);
    trustProxy = trustProxyFromEnv(process.env.TRUST_PROXY);
    listingKinds = listingKindsWithExtras(process.env.EXTRA_LISTING_KINDS);
    index = indexOptionsFromEnv(process.env);
  } catch (error) {
    fail((error as Error).message);
  }
  const app = await buildServer({
    limits,
    index,
    trustProxy,
    listingKinds,
    deployment,
    rpcUrl: rpcUrlsFromEnv(process.env),
    dbFile: process.env.DB_FILE ?? '.data/api.sqlite',
    databaseUrl: process.env.DATABASE_URL || undefined,
    statementTimeoutMs: optionalPositiveInteger('DATABASE_STATEMENT_TIMEOUT_MS'),
    observationIntervalMs: optionalPositiveInteger('PRICE_SAMPLE_INTERVAL_MS'),
    quoteSigner,
    corsOrigins: (process.env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    logger: { level: process.env.LOG_LEVEL ?? (quiet ? 'warn' : 'info') },
  });

  const stop = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port, host });
}

void main().catch((error: unknown) => fail(`API server failed to start: ${(error as Error).stack ?? String(error)}`));
