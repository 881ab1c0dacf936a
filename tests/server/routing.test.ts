/**
 * V2 + V3 routing on the seeded dev chain (scripts/dev/v3Dex.ts): which route wins for which
 * pair and amount, each checked by sending the /v1/swap-tx transaction and comparing what the
 * wallet received with the quoted dstAmount; and a property test that the quote is never below
 * the best single pool, computed here independently with QuoterV2 and the V2 router.
 */
import fc from 'fast-check';
import { Contract, ContractFactory, Interface, MaxUint256 } from 'ethers';
import { readOwnArtifact } from '../../scripts/artifacts';
import { ERC20__factory, UniswapV2Router02__factory } from '../../typechain-types';
import { address, api, balanceOf, BNB, deployment, expectApiError, gasCost, provider, revert, signer, snapshot, TRADER } from './helpers';

const d = deployment();
const { wbnb: WBNB, usdt: USDT, usd1: USD1 } = d.contracts;
const SALLY = d.testTokens!.sally;
const SCHM = d.testTokens!.schm;
const VEE = d.testTokens!.v3Only;
const NOLIQ = d.testTokens!.noLiquidity;
const SWAP_ROUTER = d.dex.v3.swapRouter02;
const E18 = 10n ** 18n;
const erc20 = (token: string) => ERC20__factory.connect(token, provider());

const quoterIface = new Interface([
  'function quoteExactInputSingle(tuple(address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160, uint32, uint256)',
]);

interface Hop {
  name: string;
  part: number;
  pool: string;
  fee: number;
  fromTokenAddress: string;
  toTokenAddress: string;
}

/** The best output of any single pool between the two tokens at `blockTag`: QuoterV2 per fee tier, V2 getAmountsOut. */
async function bestSinglePool(src: string, dst: string, amount: bigint, blockTag: number): Promise<bigint> {
  const from = src === BNB ? WBNB : src;
  const to = dst === BNB ? WBNB : dst;
  let best = 0n;
  const quoter = new Contract(d.dex.v3.quoterV2, quoterIface, provider());
  for (const tier of d.dex.v3.feeTiers) {
    try {
      const [out] = await quoter.quoteExactInputSingle.staticCall(
        { tokenIn: from, tokenOut: to, amountIn: amount, fee: tier.fee, sqrtPriceLimitX96: 0 },
        { blockTag },
      );
      if (out > best) best = out;
    } catch {
      // no pool of this tier
    }
  }
  try {
    const amounts = await UniswapV2Router02__factory.connect(d.contracts.uniswapV2Router, provider()).getAmountsOut(amount, [from, to], { blockTag });
    if (amounts[1] > best) best = amounts[1];
  } catch {
    // no pair
  }
  return best;
}

/** Approves the router for `token` (before quoting, so the quote's block is the swap's parent). */
async function approve(token: string): Promise<void> {
  if (token === BNB) return;
  const wallet = signer(TRADER);
  await (await ERC20__factory.connect(token, wallet).approve(SWAP_ROUTER, MaxUint256)).wait();
}

/** Quotes, builds the swap transaction, sends it, and returns what the trader received. */
async function swap(src: string, dst: string, amount: bigint) {
  await approve(src);
  const from = address(TRADER).toLowerCase();
  const quoteBlock = await provider().getBlockNumber();
  const quote = await api(`/v1/quote?src=${src}&dst=${dst}&amount=${amount}&includeGas=true`);
  expect(quote.status).toBe(200);
  const built = await api(`/v1/swap-tx?src=${src}&dst=${dst}&amount=${amount}&from=${from}&slippage=1`);
  expect(built.status).toBe(200);
  expect(built.body.dstAmount).toBe(quote.body.dstAmount);
  expect(built.body.tx.to).toBe(SWAP_ROUTER);
  expect(await provider().getBlockNumber()).toBe(quoteBlock);
  const before = await balanceOf(dst, from);
  const tx = await signer(TRADER).sendTransaction({
    to: built.body.tx.to,
    data: built.body.tx.data,
    value: BigInt(built.body.tx.value),
    gasLimit: BigInt(built.body.tx.gas),
  });
  const receipt = (await tx.wait())!;
  expect(receipt.status).toBe(1);
  expect(receipt.blockNumber).toBe(quoteBlock + 1);
  const after = await balanceOf(dst, from);
  const received = after - before + (dst === BNB ? gasCost(receipt) : 0n);
  if (process.env.LOG_GAS) console.log(JSON.stringify({ src, dst, amount: amount.toString(), model: quote.body.gas, used: receipt.gasUsed.toString(), routes: quote.body.protocols.map((r: Hop[][]) => r.map((h) => h[0].name)) }));
  return {
    quoteBlock,
    received,
    dstAmount: BigInt(quote.body.dstAmount),
    protocols: quote.body.protocols as Hop[][][],
    priceImpact: Number(quote.body.priceImpact),
    receipt,
  };
}

const hops = (protocols: Hop[][][]) => protocols.flatMap((route) => route.flat());

let snap: string;
beforeEach(async () => {
  snap = await snapshot();
});
afterEach(async () => {
  await revert(snap);
});

describe('route choice, executed on chain', () => {
  test('a small BNB sale goes through the V3 0.05 % pool alone and pays exactly the quote', async () => {
    const result = await swap(BNB, USDT, E18 / 10n);
    expect(result.protocols).toHaveLength(1);
    expect(hops(result.protocols)).toEqual([expect.objectContaining({ name: 'V3', fee: 500, part: 100, fromTokenAddress: BNB, toTokenAddress: USDT })]);
    expect(result.received).toBe(result.dstAmount);
    expect(result.dstAmount).toBeGreaterThan(await bestSingleV2(BNB, USDT, E18 / 10n, result.quoteBlock));
  });

  test('BNB → SALLY goes through the V2 pair (the V3 pool is dearer and shallower)', async () => {
    const result = await swap(BNB, SALLY, E18);
    expect(hops(result.protocols)).toEqual([expect.objectContaining({ name: 'V2', part: 100, fee: d.dex.v2.feePpm })]);
    expect(result.received).toBe(result.dstAmount);
  });

  test('a large BNB sale splits across the V3 pool and the V2 pair and beats both alone', async () => {
    const amount = 60n * E18;
    const single = await bestSinglePool(BNB, USDT, amount, await provider().getBlockNumber());
    const result = await swap(BNB, USDT, amount);
    expect(result.protocols.length).toBeGreaterThanOrEqual(2);
    const names = new Set(hops(result.protocols).map((h) => h.name));
    expect(names).toEqual(new Set(['V2', 'V3']));
    expect(result.protocols.reduce((sum, route) => sum + route[0][0].part, 0)).toBeCloseTo(100, 5);
    expect(result.dstAmount).toBeGreaterThan(single);
    expect(result.received).toBe(result.dstAmount);
    expect(result.priceImpact).toBeGreaterThan(0.5);
    await expectRouterEmpty();
  });

  test('USDT → BNB (unwrapped to the wallet) pays exactly the quote', async () => {
    const result = await swap(USDT, BNB, 30_000n * E18);
    expect(result.received).toBe(result.dstAmount);
    await expectRouterEmpty();
  });

  test('BNB → USD1 crosses protocols within a route (WBNB/USDT then USDT/USD1) and splits', async () => {
    const result = await swap(BNB, USD1, 60n * E18);
    expect(result.protocols.some((route) => route.length === 2)).toBe(true);
    expect(result.received).toBe(result.dstAmount);
  });

  test('stable swaps use the 0.01 % V3 pool', async () => {
    const result = await swap(USDT, USD1, 5_000n * E18);
    expect(hops(result.protocols)).toEqual([expect.objectContaining({ name: 'V3', fee: 100 })]);
    expect(result.received).toBe(result.dstAmount);
  });

  test('a token with only a V3 pool (VEE) is bought through it, also from BNB over two hops', async () => {
    const direct = await swap(USDT, VEE, 1_000n * E18);
    expect(hops(direct.protocols)).toEqual([expect.objectContaining({ name: 'V3', fee: 3000 })]);
    expect(direct.received).toBe(direct.dstAmount);
    await revert(snap);
    snap = await snapshot();
    const viaUsdt = await swap(BNB, VEE, E18);
    expect(hops(viaUsdt.protocols).every((h) => h.toTokenAddress === USDT || h.toTokenAddress === VEE)).toBe(true);
    expect(viaUsdt.received).toBe(viaUsdt.dstAmount);
  });

  test('a token with only a V2 pair (SCHM) is sold through it', async () => {
    const result = await swap(SCHM, USDT, 1_000n * E18);
    expect(hops(result.protocols)).toEqual([expect.objectContaining({ name: 'V2' })]);
    expect(result.received).toBe(result.dstAmount);
  });

  test('the SALLY/USDT V3 pool with no liquidity in range is never used to sell SALLY', async () => {
    const result = await swap(SALLY, USDT, 100n * E18);
    const emptyPool = hops(result.protocols).find((h) => h.fromTokenAddress === SALLY && h.toTokenAddress === USDT && h.name === 'V3');
    expect(emptyPool).toBeUndefined();
    expect(result.received).toBe(result.dstAmount);
  });

  test('tiny amounts quote and execute exactly', async () => {
    const result = await swap(BNB, USDT, 10n ** 9n);
    expect(result.dstAmount).toBeGreaterThan(0n);
    // Nothing moves the price: the impact is the V3 0.05 % pool's fee alone.
    expect(result.priceImpact).toBeGreaterThanOrEqual(0.0499);
    expect(result.priceImpact).toBeLessThanOrEqual(0.0502);
    expect(result.received).toBe(result.dstAmount);
  });

  test('a pool-draining amount is spread over every pool and still pays exactly the quote', async () => {
    const result = await swap(BNB, USDT, 3_000n * E18);
    expect(result.received).toBe(result.dstAmount);
    // More BNB than the V2 pair and V3 pool hold together: most of the USDT side is gone.
    expect(result.dstAmount).toBeGreaterThan(400_000n * E18);
  });

  test("a token with no pool at all is 'Insufficient liquidity'", async () => {
    const response = await api(`/v1/quote?src=${NOLIQ}&dst=${USDT}&amount=${E18}`);
    expect(expectApiError(response, 400)).toMatch(/Insufficient liquidity/);
  });
});

/** Nothing is left in SwapRouter02 for someone else to sweep. */
async function expectRouterEmpty(): Promise<void> {
  expect(await provider().getBalance(SWAP_ROUTER)).toBe(0n);
  for (const token of [WBNB, USDT, USD1]) expect(await erc20(token).balanceOf(SWAP_ROUTER)).toBe(0n);
}

describe('fee-on-transfer tokens on V2-only routes', () => {
  test('a 2 % transfer-tax token sells and buys through its V2 pair when the slippage covers the tax', async () => {
    const wallet = signer(TRADER);
    const taxed = ERC20__factory.connect(await deployTaxed(), wallet);
    const token = (await taxed.getAddress()).toLowerCase();
    const v2Router = UniswapV2Router02__factory.connect(d.contracts.uniswapV2Router, wallet);
    await (await new Contract(token, ['function mint(address,uint256)'], wallet).mint(wallet.address, 200_000n * E18)).wait();
    await (await taxed.approve(d.contracts.uniswapV2Router, MaxUint256)).wait();
    await (await erc20(USDT).connect(wallet).approve(d.contracts.uniswapV2Router, MaxUint256)).wait();
    const deadline = BigInt((await provider().getBlock('latest'))!.timestamp) + 3600n;
    await (await v2Router.addLiquidity(token, USDT, 100_000n * E18, 100_000n * E18, 0, 0, wallet.address, deadline)).wait();
    await approve(token);
    await approve(USDT);
    for (const [src, dst] of [
      [token, USDT],
      [USDT, token],
    ]) {
      const built = await api(`/v1/swap-tx?src=${src}&dst=${dst}&amount=${100n * E18}&from=${wallet.address.toLowerCase()}&slippage=5`);
      expect(built.status).toBe(200);
      expect(hops(built.body.protocols)).toEqual([expect.objectContaining({ name: 'V2' })]);
      const before = await balanceOf(dst, wallet.address);
      const receipt = (await (await wallet.sendTransaction({ to: built.body.tx.to, data: built.body.tx.data, gasLimit: BigInt(built.body.tx.gas) })).wait())!;
      expect(receipt.status).toBe(1);
      const received = (await balanceOf(dst, wallet.address)) - before;
      expect(received).toBeGreaterThanOrEqual((BigInt(built.body.dstAmount) * 95n) / 100n);
      expect(received).toBeLessThan(BigInt(built.body.dstAmount));
    }
  });
});

async function deployTaxed(): Promise<string> {
  const artifact = readOwnArtifact('TaxedERC20');
  const contract = await new ContractFactory(artifact.abi as never, artifact.bytecode, signer(TRADER)).deploy(200);
  await contract.waitForDeployment();
  return contract.getAddress();
}

async function bestSingleV2(src: string, dst: string, amount: bigint, blockTag: number): Promise<bigint> {
  const from = src === BNB ? WBNB : src;
  const to = dst === BNB ? WBNB : dst;
  const amounts = await UniswapV2Router02__factory.connect(d.contracts.uniswapV2Router, provider()).getAmountsOut(amount, [from, to], { blockTag });
  return amounts[1];
}

test('property: the quote is never below the best single pool at the same block', async () => {
  const pairs: Array<[string, string]> = [
    [BNB, USDT],
    [USDT, BNB],
    [USDT, USD1],
    [USD1, USDT],
    [BNB, SALLY],
    [SALLY, BNB],
    [USDT, VEE],
    [SCHM, USDT],
  ];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...pairs), fc.bigInt({ min: 10n ** 6n, max: 2_000n * E18 }), async ([src, dst], amount) => {
      const block = await provider().getBlockNumber();
      const single = await bestSinglePool(src, dst, amount, block);
      const quote = await api(`/v1/quote?src=${src}&dst=${dst}&amount=${amount}&includeGas=true`);
      expect(await provider().getBlockNumber()).toBe(block);
      if (single === 0n) return;
      expect(quote.status).toBe(200);
      expect(BigInt(quote.body.dstAmount)).toBeGreaterThanOrEqual(single);
    }),
    { numRuns: 40, seed: 15 },
  );
});
