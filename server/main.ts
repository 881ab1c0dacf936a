/**
 * `npm run server`: the API server alone, configured by environment variables
 * (docs/ARCHITECTURE.md "Dev stack").
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Deployment } from '../common/deployment/schema';
import { buildServer } from './app';
import { quoteSignerFromEnv } from './bond/quoteSigner';
import { rpcUrlsFromEnv } from './chain/rpcUrls';
import { rateLimitsFromEnv } from './http/rateLimits';
import { indexOptionsFromEnv } from './indexer/indexEnv';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
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

  let limits;
  let index;
  try {
    limits = rateLimitsFromEnv(process.env);
    index = indexOptionsFromEnv(process.env);
  } catch (error) {
    fail((error as Error).message);
  }
  const app = await buildServer({
    limits,
    index,
    trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
    deployment,
    rpcUrl: rpcUrlsFromEnv(process.env),
    dbFile: process.env.DB_FILE ?? '.data/api.sqlite',
    databaseUrl: process.env.DATABASE_URL || undefined,
    statementTimeoutMs: optionalPositiveInteger('DATABASE_STATEMENT_TIMEOUT_MS'),
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

/** TRUST_PROXY: unset = the socket's address is the client; 'true' (any proxy) or a comma list of proxy addresses/CIDRs. */
function trustProxyFromEnv(raw: string | undefined): boolean | string[] | undefined {
  if (raw === undefined || raw === '' || raw === 'false') return undefined;
  if (raw === 'true') return true;
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean);
}

void main().catch((error: unknown) => {
  process.stderr.write(`API server failed to start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
