/**
 * `npm run seed:scale -- --sales 10000 --pools 5000 [--wallets 300] [--out FILE]`: fills a running, seeded dev
 * chain (`npm start` or `npm run chain`) with listings, purchases and stakes at scale
 * (scripts/scale/seedScale.ts). The chain is RPC_URL (default http://127.0.0.1:$RPC_PORT, port
 * 8545), its deployment DEPLOYMENT_FILE (default deployments/devnet.json). `--out` writes the whole
 * summary, wallets included, for `npm run bench:scale` to measure this chain (BENCH_SEEDED).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Deployment } from '../common/deployment/schema';
import { seedScale } from './scale/seedScale';

function count(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got ${raw}`);
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { sales: { type: 'string' }, pools: { type: 'string' }, wallets: { type: 'string' }, out: { type: 'string' } } });
  const rpcUrl = process.env.RPC_URL ?? `http://127.0.0.1:${process.env.RPC_PORT ?? 8545}`;
  const deploymentFile = path.resolve(process.env.DEPLOYMENT_FILE ?? 'deployments/devnet.json');
  const deployment = JSON.parse(fs.readFileSync(deploymentFile, 'utf8')) as Deployment;
  const summary = await seedScale({
    rpcUrl,
    deployment,
    sales: count('sales', values.sales, 10_000),
    pools: count('pools', values.pools, 5_000),
    wallets: count('wallets', values.wallets, 300),
    log: (message) => console.log(`[seed:scale] ${message}`),
  });
  if (values.out) fs.writeFileSync(values.out, JSON.stringify({ ...summary, rpcUrl, deploymentFile }, null, 2));
  const { walletAddresses: _all, ...shown } = summary;
  console.log(JSON.stringify(shown, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
