/**
 * `npm run size`: the JavaScript a visitor's browser loads for `/`, gzip, against the 200 KiB
 * budget.
 *
 * Builds the app in production mode with `DEPLOYMENT=devnet` (unless `DEPLOYMENT` or
 * `DEPLOYMENT_FILE` is set) into `.tmp/size/dist`, then follows webpack's chunk graph instead of
 * guessing from file names: the entry point's chunks plus the chunk group of the `landing` route
 * (the landing page and the swap card, `webpackChunkName: "landing"`). Async chunks below those
 * (ethers, WalletConnect, …) load only on demand and are listed apart, not counted.
 *
 * Fails (exit 1) above the budget, or when a module of ethers, TypeChain, WalletConnect's
 * provider, appkit or viem is among the counted chunks.
 *
 *   npm run size                  build, measure, check
 *   npm run size -- --no-build    measure the last build (.tmp/size/{dist,stats.json})
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import type { StatsCompilation } from 'webpack';
import { createConfig } from '../webpack.config';

export const BUDGET_KIB = 200;
/** the route-level chunk group of `/` (see src/app/routes.tsx) */
export const LANDING_GROUP = 'landing';
export const ENTRY = 'main';

/** Modules that must never be in what `/` loads (ARCHITECTURE.md: lazy only). */
export const FORBIDDEN: readonly { label: string; pattern: RegExp }[] = [
  { label: 'ethers', pattern: /node_modules[\\/](ethers|@ethersproject)[\\/]/ },
  { label: 'TypeChain wrappers', pattern: /(^|[\\/])typechain-types[\\/]/ },
  { label: "WalletConnect's provider", pattern: /node_modules[\\/]@walletconnect[\\/]/ },
  { label: 'appkit', pattern: /node_modules[\\/]@reown[\\/]|appkit/ },
  { label: 'viem', pattern: /node_modules[\\/](viem|ox)[\\/]/ },
];

const ROOT = path.join(__dirname, '..');
const WORK_DIR = path.join(ROOT, '.tmp', 'size');
const DIST = path.join(WORK_DIR, 'dist');
const STATS_FILE = path.join(WORK_DIR, 'stats.json');

export interface ChunkReport {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface SizeReport {
  counted: ChunkReport[];
  totalGzipBytes: number;
  /** async chunks reachable from the counted ones (other routes, wallet UI, ethers, …): loaded only on demand */
  onDemand: ChunkReport[];
  forbidden: { label: string; module: string; file: string }[];
}

type StatsChunk = NonNullable<StatsCompilation['chunks']>[number];
type StatsModule = NonNullable<StatsChunk['modules']>[number];
type ChunkId = string | number;

function moduleNames(modules: StatsModule[] | undefined): string[] {
  const names: string[] = [];
  for (const module of modules ?? []) {
    // concatenated modules carry their parts in `modules`
    if (module.modules?.length) names.push(...moduleNames(module.modules));
    const name = module.nameForCondition ?? module.identifier ?? module.name;
    if (name) names.push(name);
  }
  return names;
}

const isJs = (file: string) => /\.m?js$/.test(file);

/** Chunk ids of a chunk group, failing clearly when the build has no such group. */
function groupChunks(stats: StatsCompilation, name: string, kind: 'entrypoints' | 'namedChunkGroups'): ChunkId[] {
  const group = stats[kind]?.[name];
  if (!group?.chunks) {
    throw new Error(`The build has no ${kind === 'entrypoints' ? 'entry point' : 'chunk group'} '${name}'`);
  }
  return group.chunks;
}

export function measure(stats: StatsCompilation, distDir: string): SizeReport {
  const chunks = new Map<ChunkId, StatsChunk>();
  for (const chunk of stats.chunks ?? []) if (chunk.id !== undefined) chunks.set(chunk.id, chunk);

  const countedIds = new Set<ChunkId>([
    ...groupChunks(stats, ENTRY, 'entrypoints'),
    ...groupChunks(stats, LANDING_GROUP, 'namedChunkGroups'),
  ]);

  // What those chunks may import later (children in the chunk graph), for information.
  const onDemandIds = new Set<ChunkId>();
  const queue = [...countedIds];
  while (queue.length) {
    const chunk = chunks.get(queue.shift()!);
    for (const child of chunk?.children ?? []) {
      if (countedIds.has(child) || onDemandIds.has(child)) continue;
      onDemandIds.add(child);
      queue.push(child);
    }
  }

  const report = (ids: Iterable<ChunkId>): ChunkReport[] => {
    const files = new Set<string>();
    for (const id of ids) for (const file of chunks.get(id)?.files ?? []) if (isJs(file)) files.add(file);
    return [...files]
      .map((file) => {
        const content = fs.readFileSync(path.join(distDir, file));
        return { file, bytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length };
      })
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
  };

  const forbidden: SizeReport['forbidden'] = [];
  for (const id of countedIds) {
    const chunk = chunks.get(id);
    for (const module of moduleNames(chunk?.modules)) {
      const hit = FORBIDDEN.find((rule) => rule.pattern.test(module));
      if (hit) forbidden.push({ label: hit.label, module: path.relative(ROOT, module) || module, file: chunk?.files?.[0] ?? String(id) });
    }
  }

  const counted = report(countedIds);
  return {
    counted,
    totalGzipBytes: counted.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    onDemand: report(onDemandIds),
    forbidden,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function build(): Promise<StatsCompilation> {
  const env: NodeJS.ProcessEnv = { ...process.env, OUT_DIR: DIST };
  if (!env.DEPLOYMENT_FILE && !env.DEPLOYMENT) env.DEPLOYMENT = 'devnet';
  const config = createConfig({ mode: 'production', serve: false, env });
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(
        stats.toJson({
          all: false,
          ids: true,
          chunks: true,
          chunkModules: true,
          nestedModules: true,
          dependentModules: true,
          cachedModules: true,
          orphanModules: false,
          runtimeModules: false,
          chunkModulesSpace: Infinity,
          nestedModulesSpace: Infinity,
          chunkRelations: true,
          entrypoints: true,
          chunkGroups: true,
          assets: false,
        }),
      );
    });
  });
}

async function main(): Promise<void> {
  const reuse = process.argv.includes('--no-build');
  let stats: StatsCompilation;
  const started = Date.now();
  if (reuse) {
    if (!fs.existsSync(STATS_FILE)) throw new Error(`No previous build: ${path.relative(ROOT, STATS_FILE)} is missing (run without --no-build)`);
    stats = JSON.parse(fs.readFileSync(STATS_FILE, 'utf8')) as StatsCompilation;
  } else {
    console.log(`Building (production, ${process.env.DEPLOYMENT_FILE ?? `DEPLOYMENT=${process.env.DEPLOYMENT ?? 'devnet'}`}) into ${path.relative(ROOT, DIST)} ...`);
    stats = await build();
    fs.mkdirSync(WORK_DIR, { recursive: true });
    fs.writeFileSync(STATS_FILE, JSON.stringify(stats));
    console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const result = measure(stats, DIST);
  console.log(`\nJavaScript loaded for / by a visitor (gzip):`);
  for (const chunk of result.counted) console.log(`  ${kib(chunk.gzipBytes).padStart(10)}  ${chunk.file}  (${kib(chunk.bytes)} raw)`);
  console.log(`  ${'-'.repeat(10)}\n  ${kib(result.totalGzipBytes).padStart(10)}  total (budget ${BUDGET_KIB} KiB)`);
  if (result.onDemand.length) {
    const total = result.onDemand.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    console.log(`\nNot counted: ${result.onDemand.length} chunks loaded only on demand (other routes, wallet UI, ethers, WalletConnect; ${kib(total)} gzip), largest:`);
    for (const chunk of result.onDemand.slice(0, 5)) console.log(`  ${kib(chunk.gzipBytes).padStart(10)}  ${chunk.file}`);
  }

  let failed = false;
  if (result.forbidden.length) {
    failed = true;
    console.error(`\nFAIL: modules that must load lazily are in the bundle for /:`);
    const shown = new Set<string>();
    for (const hit of result.forbidden) {
      const line = `  ${hit.label}: ${hit.module} (in ${hit.file})`;
      if (shown.has(line)) continue;
      shown.add(line);
      if (shown.size <= 20) console.error(line);
    }
    if (shown.size > 20) console.error(`  ... and ${shown.size - 20} more`);
  }
  if (result.totalGzipBytes > BUDGET_KIB * 1024) {
    failed = true;
    console.error(`\nFAIL: ${kib(result.totalGzipBytes)} is above the ${BUDGET_KIB} KiB budget`);
  }
  if (failed) process.exit(1);
  console.log(`\nOK: ${kib(result.totalGzipBytes)} ≤ ${BUDGET_KIB} KiB; no ethers, TypeChain, WalletConnect provider, appkit or viem module in it`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
