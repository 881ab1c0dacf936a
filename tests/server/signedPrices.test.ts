/**
 * Signed bond prices that one block cannot move (docs/ARCHITECTURE.md, "Bond prices"), tried as
 * an attacker would on the shared dev chain: a one-block dump and pump of SALLY in its V2 pair
 * against an instance with history (the stack's API) and against a cold one (a fresh database);
 * a sale created on an old instance, whose history starts with it; and what is shown meanwhile.
 * Every chain change is undone with a snapshot.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContractFactory, MaxUint256 } from 'ethers';
import { readOwnArtifact } from '../../scripts/artifacts';
import { BondFactory__factory, BondSale__factory, ERC20__factory, MockERC20__factory, UniswapV2Router02__factory } from '../../typechain-types';
import { TWAP_WINDOW_SECONDS } from '../../server/bond/priceRule';
import { readyClock } from '../../server/bond/pricingUnavailable';
import { createSqliteStorage } from '../../server/storage';
import { v2PairAddress } from '../../server/swap/routing/pools';
import { stackPaths } from '../stack/env';
import { api, CREATOR, deployment, latestTimestamp, provider, revert, rpc, signer, snapshot, TRADER } from './helpers';
import { closeOwnServers, getJson, startOwnServer } from './ownServer';

const d = deployment();
const { wbnb: WBNB, uniswapV2Router: ROUTER, bondFactory: BOND_FACTORY } = d.contracts;
const SALLY = d.testTokens!.sally;
const E18 = 10n ** 18n;
const NOT_READY = /^Pricing for this sale starts at \d\d:\d\d UTC: it needs 30 minutes of price history\.$/;

interface Quote {
  quote: Record<string, string>;
  signature: string;
}

const quotePath = (saleId: number | bigint, amount = E18) => `/sales/${saleId}/quote?buyer=${signer(TRADER).address}&tokenAmount=${amount}`;

async function deadline(): Promise<bigint> {
  return BigInt((await latestTimestamp()) + 600);
}

/** Sells `amount` SALLY for BNB in the V2 pair, in one transaction (one block). */
async function dumpSally(amount: bigint): Promise<void> {
  const dumper = signer(CREATOR);
  await (await ERC20__factory.connect(SALLY, dumper).approve(ROUTER, amount)).wait();
  const router = UniswapV2Router02__factory.connect(ROUTER, dumper);
  await (await router.swapExactTokensForETHSupportingFeeOnTransferTokens(amount, 0, [SALLY, WBNB], dumper.address, await deadline())).wait();
}

/** Buys SALLY with `bnb` in the V2 pair, in one transaction. */
async function pumpSally(bnb: bigint): Promise<void> {
  const pumper = signer(CREATOR);
  const router = UniswapV2Router02__factory.connect(ROUTER, pumper);
  await (await router.swapExactETHForTokensSupportingFeeOnTransferTokens(0, [WBNB, SALLY], pumper.address, await deadline(), { value: bnb })).wait();
}

/** |a − b| / b in basis points. */
const movedBps = (a: bigint, b: bigint) => Number((a > b ? a - b : b - a) * 10_000n / b);

let snap: string;
beforeEach(async () => {
  snap = await snapshot();
});
afterEach(async () => {
  await closeOwnServers();
  await revert(snap);
});

describe('an instance with 30 minutes of history (the stack’s API)', () => {
  it('signs nearly the same price in the block after 100,000 SALLY are dumped into the V2 pair', async () => {
    const before = await api<Quote>(quotePath(1));
    expect(before.status).toBe(200);
    await dumpSally(100_000n * E18);
    await rpc('evm_mine');

    const after = await api<Quote>(quotePath(1));
    expect(after.status).toBe(200);
    expect(after.body.quote.priceSource).toBe('twap-30m via SALLY>WBNB');
    // the spot price fell by about a third; the signed one by a block's share of the window
    expect(movedBps(BigInt(after.body.quote.pricePerToken), BigInt(before.body.quote.pricePerToken))).toBeLessThan(25);
    // and the sale takes that quote
    const sale = BondSale__factory.connect(after.body.quote.saleAddress, signer(TRADER));
    await (await sale.buyWithQuote(after.body.quote as never, after.body.signature, { value: BigInt(after.body.quote.paymentAmount) })).wait();
  });

  it('lets a one-block pump raise what a buyer pays by at most 2 %', async () => {
    const before = BigInt((await api<Quote>(quotePath(1))).body.quote.pricePerToken);
    await pumpSally(400n * E18); // the spot price more than triples
    await rpc('evm_mine');
    const after = await api<Quote>(quotePath(1));
    expect(after.status).toBe(200);
    expect(after.body.quote.priceSource).toBe('twap-30m +2% (spot higher) via SALLY>WBNB');
    const pumped = BigInt(after.body.quote.pricePerToken);
    expect(pumped).toBeGreaterThan(before);
    expect(pumped * 10_000n).toBeLessThanOrEqual(before * 10_210n); // 2 %, plus the block's share of the window
  });
});

describe('a cold instance (a fresh database, as after a new deployment)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cold-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to sign in the block after a dump, says when pricing starts, and signs 30 minutes later', async () => {
    const started = await latestTimestamp();
    const base = await startOwnServer({ dbFile: path.join(dir, 'api.sqlite'), observationIntervalMs: 1000 });
    await dumpSally(100_000n * E18);
    await rpc('evm_mine');

    const refused = await getJson<{ statusCode: number; message: string; readyAt: number }>(`${base}${quotePath(1)}`);
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(NOT_READY);
    // its history began when the instance started
    expect(refused.body.readyAt).toBeGreaterThanOrEqual(started + TWAP_WINDOW_SECONDS);
    expect(refused.body.readyAt).toBeLessThanOrEqual(started + TWAP_WINDOW_SECONDS + 30);
    expect(refused.body.message).toContain(readyClock(refused.body.readyAt));
    const now = await latestTimestamp();
    expect(Number(refused.headers.get('retry-after'))).toBe(refused.body.readyAt - now);

    // the display price says the same; on the market it is that sale's own reason, not a failed page
    const shown = await getJson<{ message: string }>(`${base}/sales/1/price`);
    expect([shown.status, shown.body.message]).toEqual([503, refused.body.message]);
    const market = await getJson<{ summaries: Array<{ saleId: string; price: unknown; priceError: { statusCode: number; message: string } | null }> }>(
      `${base}/sales/summaries?ids=1,2,4`,
    );
    expect(market.status).toBe(200);
    expect(market.body.summaries.map((s) => [s.saleId, s.price, s.priceError?.statusCode])).toEqual([
      ['1', null, 503],
      ['2', null, 503],
      ['4', null, 400],
    ]);
    expect(market.body.summaries[0].priceError!.message).toMatch(NOT_READY);

    // nothing is signed a second before it is ready; from then on it is
    await rpc('evm_setNextBlockTimestamp', [refused.body.readyAt - 1]);
    await rpc('evm_mine');
    expect((await getJson(`${base}${quotePath(1)}`)).status).toBe(503);
    await rpc('evm_setNextBlockTimestamp', [refused.body.readyAt]);
    await rpc('evm_mine');
    const signed = await getJson<Quote>(`${base}${quotePath(1)}`);
    expect(signed.status).toBe(200);
    expect(signed.body.quote.priceSource).toMatch(/ via SALLY>WBNB$/);
  });
});

describe('a new sale on an old instance', () => {
  it('starts its history when it is created, is refused until 30 minutes later, then signs a quote the sale accepts', async () => {
    // an instance with the stack's history that samples every half second
    const base = await startOwnServer({ observationIntervalMs: 500 });
    const creator = signer(CREATOR);
    const artifact = readOwnArtifact('MockERC20');
    const token = await new ContractFactory(artifact.abi as never, artifact.bytecode, creator).deploy('Newt', 'NEWT', 18);
    await token.waitForDeployment();
    const newt = (await token.getAddress()).toLowerCase();
    const erc20 = ERC20__factory.connect(newt, creator);
    await (await MockERC20__factory.connect(newt, creator).mint(creator.address, 1_000_000n * E18)).wait();
    await (await erc20.approve(ROUTER, MaxUint256)).wait();
    const router = UniswapV2Router02__factory.connect(ROUTER, creator);
    await (await router.addLiquidityETH(newt, 100_000n * E18, 0, 0, creator.address, await deadline(), { value: 100n * E18 })).wait();
    await (await erc20.approve(BOND_FACTORY, MaxUint256)).wait();
    const factory = BondFactory__factory.connect(BOND_FACTORY, creator);
    const receipt = await (await factory.createSale(newt, 0, 86_400, 10_000n * E18, 500, 1n, 0n, 1000n * E18, { value: await factory.saleCreationFee() })).wait();
    const created = (await provider().getBlock(receipt!.blockNumber))!.timestamp;
    const id = await factory.totalSales();

    // the instance finds the sale by itself and stores the first observation of its pair
    const storage = createSqliteStorage(stackPaths().dbFile);
    const pair = v2PairAddress(d.dex, newt, WBNB);
    let first = null;
    try {
      for (let i = 0; !first; i++) {
        if (i > 100) throw new Error('the new sale’s pair was not observed within 20 s');
        await new Promise((resolve) => setTimeout(resolve, 200));
        first = await storage.earliestObservation(d.chainId, pair);
      }
    } finally {
      await storage.close();
    }
    expect(first.timestamp).toBeGreaterThanOrEqual(created);
    expect(first.timestamp - created).toBeLessThanOrEqual(5);

    const refused = await getJson<{ message: string; readyAt: number }>(`${base}${quotePath(id)}`);
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(NOT_READY);
    expect(refused.body.readyAt).toBe(first.timestamp + TWAP_WINDOW_SECONDS);

    await rpc('evm_increaseTime', [TWAP_WINDOW_SECONDS]);
    await rpc('evm_mine');
    const signed = await getJson<Quote>(`${base}${quotePath(id, 100n * E18)}`);
    expect(signed.status).toBe(200);
    expect(signed.body.quote.priceSource).toMatch(/ via NEWT>WBNB$/);
    const sale = BondSale__factory.connect(signed.body.quote.saleAddress, signer(TRADER));
    await (await sale.buyWithQuote(signed.body.quote as never, signed.body.signature, { value: BigInt(signed.body.quote.paymentAmount) })).wait();
    expect((await sale.getBuyerInfo(signer(TRADER).address)).amount).toBe(100n * E18);
  });
});
