/**
 * How close `/v1/quote` comes to the best achievable output, on every ordered token pair of the
 * dev chain (BNB, WBNB, USDT, USD1, SALLY, SCHM, VEE) at 8 sizes from 10⁻⁶ token to 10× what the
 * pools hold of the source token, all at one block: the API's quote against the greedy optimum of
 * scripts/optimality/greedyOptimum.ts (1 % steps over every route of up to 3 hops, exact maths).
 * Prints min / median / count below 0.999 of ours ÷ optimum, gross and net of gas (gas priced as
 * the router prices it: its gas model, the node's gas price and what 0.001 BNB buys of dst), and
 * the worst cases. Not part of CI: it starts its own chain (RPC_PORT, API_PORT when set) and takes
 * a few minutes.
 *
 *   node --import tsx scripts/routingOptimality.ts [--json out.json]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JsonRpcProvider } from 'ethers';
import { buildServer } from '../server/app';
import { devQuoteSignerKey } from '../server/devKeys';
import { startChain } from './chain';
import { deployAndSeed } from './deploySeed';
import { fetchPatiently } from './fetchPatiently';
import { greedyOptimum, type OptimumLeg } from './optimality/greedyOptimum';
import { pooledLiquidity, readPoolGraph } from './optimality/poolGraph';
import { optimumGas } from './optimality/optimumGas';

const BNB = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const SIZES = 8;
const THRESHOLD = 0.999;

interface Case {
  src: string;
  dst: string;
  amount: bigint;
  ours: bigint | null;
  optimum: bigint | null;
  oursGas: bigint;
  optimumGas: bigint;
  gross: number | null;
  net: number | null;
  /** where gas costs more than the optimum's whole output: ours less the optimum, net, as a share of the optimum's output */
  netShortfall: number | null;
  route: string;
}

/** 8 sizes, geometric from 10⁻⁶ token to 10× the pooled amount. */
function sizes(decimals: number, pooled: bigint): bigint[] {
  const low = 10 ** (decimals - 6);
  const high = Number(pooled) * 10;
  return Array.from({ length: SIZES }, (_, i) => BigInt(Math.round(low * (high / low) ** (i / (SIZES - 1)))));
}

const ratio = (a: bigint, b: bigint) => Number((a * 1_000_000_000n) / b) / 1e9;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)];
};

function summary(label: string, values: number[]): string {
  const below = values.filter((v) => v < THRESHOLD).length;
  return `${label}: ${values.length} cases, min ${Math.min(...values).toFixed(5)}, median ${median(values).toFixed(5)}, ${below} below ${THRESHOLD}`;
}

async function main(): Promise<void> {
  const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routing-optimality-'));
  const rpcPort = Number(process.env.RPC_PORT ?? 0) || 18600 + Math.floor(Math.random() * 1000);
  const chain = await startChain({ port: rpcPort });
  const provider = new JsonRpcProvider(chain.url, undefined, { staticNetwork: true });
  let app: Awaited<ReturnType<typeof buildServer>> | null = null;
  try {
    const deployment = await deployAndSeed({ rpcUrl: chain.url, outFile: path.join(dir, 'devnet.json') });
    app = await buildServer({
      deployment,
      rpcUrl: chain.url,
      dbFile: path.join(dir, 'api.sqlite'),
      quoteSignerKey: devQuoteSignerKey(),
      observationIntervalMs: 0,
      limits: { nodeReadsPerMinute: 100_000_000 },
    });
    const base = await app.listen({ port: Number(process.env.API_PORT ?? 0), host: '127.0.0.1' });
    const block = await provider.getBlockNumber();
    const wbnb = deployment.contracts.wbnb.toLowerCase();
    const symbols = new Map<string, string>([[BNB, 'BNB']]);
    for (const t of deployment.tokens) symbols.set(t.address.toLowerCase(), t.symbol);
    const vee = deployment.testTokens!.v3Only.toLowerCase();
    symbols.set(vee, 'VEE');
    const erc20s = [wbnb, deployment.contracts.usdt, deployment.contracts.usd1, deployment.testTokens!.sally, deployment.testTokens!.schm, vee].map((t) => t.toLowerCase());
    const tokens = [BNB, ...erc20s];
    const pools = await readPoolGraph(provider, deployment, erc20s, block);
    const pooled = await pooledLiquidity(provider, deployment, pools, block);
    process.stdout.write(`block ${block}: ${pools.length} pools, ${tokens.length * (tokens.length - 1)} pairs × ${SIZES} sizes\n`);

    const asErc20 = (t: string) => (t === BNB ? wbnb : t);
    /** What 0.001 BNB buys of each token along its best route: prices gas in dst as the router does. */
    const bnbUnit = 10n ** 15n;
    const perBnbUnit = new Map<string, bigint>();
    for (const token of erc20s) perBnbUnit.set(token, token === wbnb ? bnbUnit : (greedyOptimum(pools, wbnb, token, bnbUnit, 1)?.amountOut ?? 0n));

    const cases: Case[] = [];
    for (const src of tokens) {
      for (const dst of tokens) {
        if (src === dst) continue;
        for (const amount of sizes(18, pooled.get(asErc20(src)) ?? 0n)) {
          const response = await fetchPatiently(`${base}/v1/quote?src=${src}&dst=${dst}&amount=${amount}&includeGas=true`);
          const body = (await response.json()) as { dstAmount?: string; gas?: number; gasPrice?: string; protocols?: unknown };
          if (response.ok && (await provider.getBlockNumber()) !== block) throw new Error('the chain moved during the measurement');
          const wrap = asErc20(src) === asErc20(dst);
          const optimum = wrap ? { amountOut: amount, legs: [] as OptimumLeg[] } : greedyOptimum(pools, asErc20(src), asErc20(dst), amount);
          const ours = response.ok ? BigInt(body.dstAmount!) : null;
          const gasPrice = BigInt(body.gasPrice ?? '0');
          const oursGas = BigInt(body.gas ?? 0);
          const optGas = wrap ? oursGas : optimum ? optimumGas(optimum.legs, { unwrap: dst === BNB, refund: src === BNB }) : 0n;
          const inDst = (gas: bigint) => (gas * gasPrice * perBnbUnit.get(asErc20(dst))!) / bnbUnit;
          const c: Case = {
            src: symbols.get(src)!,
            dst: symbols.get(dst)!,
            amount,
            ours,
            optimum: optimum?.amountOut ?? null,
            oursGas,
            optimumGas: optGas,
            gross: null,
            net: null,
            netShortfall: null,
            route: JSON.stringify(body.protocols ?? (body as { message?: string }).message ?? null),
          };
          if (optimum && optimum.amountOut > 0n) {
            c.gross = ours === null ? 0 : ratio(ours, optimum.amountOut);
            const optNet = optimum.amountOut - inDst(optGas);
            if (optNet > 0n) c.net = ours === null ? 0 : ratio(ours - inDst(oursGas), optNet);
            else if (ours !== null) c.netShortfall = Number(((optNet - (ours - inDst(oursGas))) * 1_000_000_000n) / optimum.amountOut) / 1e9;
          }
          cases.push(c);
        }
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n');
    const measured = cases.filter((c) => c.gross !== null);
    const unroutable = cases.filter((c) => c.optimum === null && c.ours === null).length;
    const netCases = measured.filter((c) => c.net !== null);
    console.log(summary('gross (ours ÷ optimum)', measured.map((c) => c.gross!)));
    console.log(`${summary('net of gas', netCases.map((c) => c.net!))} (${measured.length - netCases.length} cases where gas costs more than the optimum's output left out)`);
    const dust = measured.filter((c) => c.netShortfall !== null);
    const worseNet = dust.filter((c) => c.netShortfall! > 1 - THRESHOLD).length;
    console.log(`where gas costs more than the optimum's output (${dust.length} cases): ours nets less than the optimum by more than 0.1 % of its output in ${worseNet}`);
    console.log(`${unroutable} cases with no route for either (more than the pools can take, or no pool)`);
    const oursOnly = cases.filter((c) => c.optimum === null && c.ours !== null).length;
    if (oursOnly) console.log(`${oursOnly} cases quoted by the API where the optimum found no full route`);
    const worst = [...measured].sort((a, b) => a.gross! - b.gross!).slice(0, 10);
    console.table(
      worst.map((c) => ({
        pair: `${c.src} → ${c.dst}`,
        amount: (Number(c.amount) / 1e18).toPrecision(4),
        gross: c.gross!.toFixed(5),
        net: c.net === null ? '—' : c.net.toFixed(5),
        'gas ours/opt': `${c.oursGas}/${c.optimumGas}`,
      })),
    );
    if (jsonOut) {
      fs.writeFileSync(jsonOut, JSON.stringify(cases, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2));
    }
  } finally {
    await app?.close();
    provider.destroy();
    await chain.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
