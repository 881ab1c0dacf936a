/**
 * V2 + V3 routing on the seeded dev chain (scripts/dev/v3Dex.ts): which plan wins for which pair
 * and amount, each checked by sending the /v1/swap-tx transaction and comparing what the wallet
 * received with the quoted dstAmount; the transaction's gas field against the node's estimate of
 * that very transaction; and a property test that the quote is never below the best single pool,
 * computed here independently with QuoterV2 (always with a price limit: a pool-draining quote
 * without one walks the tick bitmap to the minimum tick) and the V2 router.
 */
import fc from 'fast-check';
import { Contract, ContractFactory, Interface, MaxUint256, ZeroAddress } from 'ethers';
import { TickMath } from '@uniswap/v3-sdk';
import { readOwnArtifact, readUniswapV3Artifact } from '../../scripts/artifacts';
import { createV3Position, price } from '../../scripts/dev/v3Dex';
import { RECHECK_BLOCKS } from '../../server/swap/routing/absentPools';
import { ERC20__factory, UniswapV2Factory__factory, UniswapV2Router02__factory } from '../../typechain-types';
import { address, apiPatiently, balanceOf, BNB, deployment, expectApiError, gasCost, provider, revert, rpc, signer, snapshot, TRADER } from './helpers';

const d = deployment();
const { wbnb: WBNB, usdt: USDT, usd1: USD1 } = d.contracts;
const SALLY = d.testTokens!.sally;
const SCHM = d.testTokens!.schm;
const VEE = d.testTokens!.v3Only;
const NOLIQ = d.testTokens!.noLiquidity;
const SWAP_ROUTER = d.dex.v3.swapRouter02;
const E18 = 10n ** 18n;
const erc20 = (token: string) => ERC20__factory.connect(token, provider());

const DEPLOYER = 0;
const quoterIface = new Interface([
  'function quoteExactInputSingle(tuple(address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160, uint32, uint256)',
]);
const v3FactoryIface = new Interface(readUniswapV3Artifact('UniswapV3Factory').abi as never);
const slot0Iface = new Interface(readUniswapV3Artifact('UniswapV3Pool').abi as never);
const v2FactoryIface = UniswapV2Factory__factory.createInterface();
const routerCallsIface = new Interface([
  'function multicall(uint256 deadline, bytes[] data)',
  'function refundETH()',
  'function unwrapWETH9(uint256 amountMinimum, address recipient)',
  'function sweepToken(address token, uint256 amountMinimum, address recipient)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to)',
  'function exactInput(tuple(bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params)',
]);

interface Hop {
  name: string;
  part: number;
  routePart: number;
  pool: string;
  fee: number;
  fromTokenAddress: string;
  toTokenAddress: string;
}

/**
 * A price limit for a QuoterV2 quote of `tokenIn` into the pool: the pool's price moved 16-fold
 * in the direction of the swap. The quote stops there instead of walking every tick to the end of
 * the range (which a pool-draining amount otherwise does, for minutes).
 */
async function priceLimit(pool: string, tokenIn: string, tokenOut: string, blockTag: number): Promise<bigint> {
  const [sqrtPriceX96] = await new Contract(pool, slot0Iface, provider()).slot0({ blockTag });
  const min = BigInt(TickMath.MIN_SQRT_RATIO.toString()) + 1n;
  const max = BigInt(TickMath.MAX_SQRT_RATIO.toString()) - 1n;
  if (tokenIn.toLowerCase() < tokenOut.toLowerCase()) return (sqrtPriceX96 as bigint) / 4n > min ? (sqrtPriceX96 as bigint) / 4n : min;
  return (sqrtPriceX96 as bigint) * 4n < max ? (sqrtPriceX96 as bigint) * 4n : max;
}

/** The best output of any single pool between the two tokens at `blockTag`: QuoterV2 per fee tier (price-limited), V2 getAmountsOut. */
async function bestSinglePool(src: string, dst: string, amount: bigint, blockTag: number): Promise<bigint> {
  const from = src === BNB ? WBNB : src;
  const to = dst === BNB ? WBNB : dst;
  let best = 0n;
  const quoter = new Contract(d.dex.v3.quoterV2, quoterIface, provider());
  const factory = new Contract(d.dex.v3.factory, v3FactoryIface, provider());
  for (const tier of d.dex.v3.feeTiers) {
    const pool = (await factory.getPool(from, to, tier.fee, { blockTag })) as string;
    if (pool === ZeroAddress) continue;
    try {
      const [out] = await quoter.quoteExactInputSingle.staticCall(
        { tokenIn: from, tokenOut: to, amountIn: amount, fee: tier.fee, sqrtPriceLimitX96: await priceLimit(pool, from, to, blockTag) },
        { blockTag },
      );
      if (out > best) best = out;
    } catch {
      // no liquidity on the swap's side of the price
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

/** Gas fields against the node's estimate of their own transaction, for the summary printed at the end (LOG_GAS=1). */
const gasRatios: Array<{ label: string; field: bigint; estimate: bigint; used: bigint; shape: string }> = [];

/** The router calls of a multicall, for the gas summary: 'V3×2 V2×1 sweep'. */
function callShape(data: string): string {
  const [, calls] = routerCallsIface.decodeFunctionData('multicall', data);
  return (calls as string[])
    .map((call) => {
      const parsed = routerCallsIface.parseTransaction({ data: call })!;
      if (parsed.name === 'exactInput') return `V3×${((parsed.args[0].path as string).length - 42) / 46}`;
      if (parsed.name === 'swapExactTokensForTokens') return `V2×${(parsed.args[2] as string[]).length - 1}`;
      return parsed.name;
    })
    .join(' ');
}

/**
 * The node's estimate of a /v1/swap-tx answer's own transaction, which the answer's gas field
 * must never be below; both with and without the server's own estimate (disableEstimate).
 */
async function expectGasCoversEstimate(query: string, from: string, label: string): Promise<void> {
  for (const disableEstimate of ['false', 'true']) {
    const built = await apiPatiently(`/v1/swap-tx?${query}&disableEstimate=${disableEstimate}`);
    expect([built.status, built.status === 200 ? '' : built.body.message]).toEqual([200, '']);
    const { tx } = built.body;
    const estimate = await provider().estimateGas({ from, to: tx.to, data: tx.data, value: BigInt(tx.value) });
    expect(BigInt(tx.gas)).toBeGreaterThanOrEqual(estimate);
    gasRatios.push({ label: `${label}${disableEstimate === 'true' ? ' (model)' : ''}`, field: BigInt(tx.gas), estimate, used: 0n, shape: callShape(tx.data) });
  }
}

/** Quotes, builds the swap transaction, sends it, and returns what the trader received. */
async function swap(src: string, dst: string, amount: bigint, label = `${src.slice(0, 8)} → ${dst.slice(0, 8)} ${amount}`) {
  await approve(src);
  const from = address(TRADER).toLowerCase();
  const quoteBlock = await provider().getBlockNumber();
  const quote = await apiPatiently(`/v1/quote?src=${src}&dst=${dst}&amount=${amount}&includeGas=true`);
  expect(quote.status).toBe(200);
  const query = `src=${src}&dst=${dst}&amount=${amount}&from=${from}&slippage=1`;
  await expectGasCoversEstimate(query, from, label);
  const built = await apiPatiently(`/v1/swap-tx?${query}`);
  expect(built.status).toBe(200);
  expect(built.body.dstAmount).toBe(quote.body.dstAmount);
  expect(built.body.protocols).toEqual(quote.body.protocols);
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
  gasRatios[gasRatios.length - 2].used = receipt.gasUsed;
  gasRatios[gasRatios.length - 1].used = receipt.gasUsed;
  const after = await balanceOf(dst, from);
  const received = after - before + (dst === BNB ? gasCost(receipt) : 0n);
  const [, calls] = routerCallsIface.decodeFunctionData('multicall', built.body.tx.data);
  return {
    quoteBlock,
    received,
    dstAmount: BigInt(quote.body.dstAmount),
    protocols: quote.body.protocols as Hop[][][],
    priceImpact: Number(quote.body.priceImpact),
    gas: Number(quote.body.gas),
    calls: (calls as string[]).map((call) => routerCallsIface.parseTransaction({ data: call })!.name),
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
afterAll(() => {
  if (!process.env.LOG_GAS) return;
  console.table(
    gasRatios.map((r) => ({ swap: r.label, calls: r.shape, 'gas field': Number(r.field), estimate: Number(r.estimate), used: Number(r.used), 'field / estimate': (Number(r.field) / Number(r.estimate)).toFixed(3) })),
  );
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

  test('a large BNB sale splits its one hop across the V3 pool and the V2 pair and beats both alone', async () => {
    const amount = 60n * E18;
    const single = await bestSinglePool(BNB, USDT, amount, await provider().getBlockNumber());
    const result = await swap(BNB, USDT, amount);
    expect(result.protocols).toHaveLength(1);
    const [hop] = result.protocols[0];
    expect(new Set(hop.map((pool) => pool.name))).toEqual(new Set(['V2', 'V3']));
    expect(hop.reduce((sum, pool) => sum + pool.part, 0)).toBeCloseTo(100, 5);
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

  test('BNB → USD1 crosses protocols within a route (WBNB/USDT then USDT/USD1)', async () => {
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
    const response = await apiPatiently(`/v1/quote?src=${NOLIQ}&dst=${USDT}&amount=${E18}`);
    expect(expectApiError(response, 400)).toMatch(/Insufficient liquidity/);
  });
});

describe('flows over the pool graph, executed on chain', () => {
  test('USD1 → BNB splits at the intermediate token USDT over two pools (V2 and V3), unwraps to BNB and pays exactly the quote', async () => {
    const result = await swap(USD1, BNB, 150_000n * E18);
    const splitHops = result.protocols.flatMap((route) => route.filter((hop) => hop.length > 1 && hop[0].fromTokenAddress === USDT));
    expect(splitHops.length).toBeGreaterThan(0);
    for (const hop of splitHops) expect(hop.reduce((sum, pool) => sum + pool.part, 0)).toBeCloseTo(100, 5);
    // the legs end in the router, which unwraps their WBNB to the wallet with the one minimum
    expect(result.calls.at(-1)).toBe('unwrapWETH9');
    expect(result.received).toBe(result.dstAmount);
    await expectRouterEmpty();
  });

  test('BNB → USD1 wraps the value, splits at USDT and ends with refundETH; the router keeps nothing', async () => {
    const result = await swap(BNB, USD1, 500n * E18);
    expect(result.protocols.flatMap((route) => route.filter((hop) => hop.length > 1 && hop[0].fromTokenAddress === USDT)).length).toBeGreaterThan(0);
    expect(result.calls.at(-1)).toBe('refundETH');
    expect(result.received).toBe(result.dstAmount);
    await expectRouterEmpty();
  });

  test('a 1 % share of a small V3 pool wins: selling SCHM next to a small SCHM/USDT 0.05 % pool at the V2 price', async () => {
    // A pool holding about 1 % of the trade's worth in range, priced as the V2 pair (1.2 USDT per SCHM).
    const deployer = signer(DEPLOYER);
    const manager = new Contract(d.dex.v3.positionManager, readUniswapV3Artifact('NonfungiblePositionManager').abi as never, deployer);
    for (const token of [SCHM, USDT]) {
      const erc20Token = new Contract(token, ['function mint(address,uint256)', 'function approve(address,uint256)'], deployer);
      await (await erc20Token.mint(await deployer.getAddress(), 10_000n * E18)).wait();
      await (await erc20Token.approve(d.dex.v3.positionManager, MaxUint256)).wait();
    }
    const deadline = async () => BigInt((await provider().getBlock('latest'))!.timestamp) + 3600n;
    const small = { fee: 500, initial: price(12n, 10n), lower: price(118n, 100n), upper: price(122n, 100n), amountA: 400n * E18, amountB: 480n * E18 };
    await createV3Position(manager, SCHM, USDT, small, 10, await deployer.getAddress(), deadline);
    const smallPool = ((await new Contract(d.dex.v3.factory, v3FactoryIface, provider()).getPool(SCHM, USDT, 500)) as string).toLowerCase();
    await fundTrader(SCHM, 30_000n * E18);
    // The server may have found this pool absent earlier (SCHM → USDT quoted before it existed):
    // a pool created since is routed through within RECHECK_BLOCKS blocks.
    await rpc('hardhat_mine', [`0x${RECHECK_BLOCKS.toString(16)}`]);

    const amount = 30_000n * E18;
    const v2Only = await bestSingleV2(SCHM, USDT, amount, await provider().getBlockNumber());
    const result = await swap(SCHM, USDT, amount);
    const pools = result.protocols.flat(2);
    const share = pools.find((pool) => pool.pool === smallPool);
    expect(share).toBeDefined();
    expect(share!.part).toBeGreaterThan(0.3);
    expect(share!.part).toBeLessThan(3);
    expect(result.dstAmount).toBeGreaterThan(v2Only);
    expect(result.received).toBe(result.dstAmount);
  });

  test.each([
    ['USD1 → BNB', () => USD1, () => BNB],
    ['BNB → USD1', () => BNB, () => USD1],
    ['SALLY → USD1', () => SALLY, () => USD1],
  ])('%s at 10× what the pools hold of the source token pays exactly the quote', async (_label, srcOf, dstOf) => {
    const src = srcOf();
    const dst = dstOf();
    const amount = 10n * (await pooledAmount(src === BNB ? WBNB : src));
    await fundTrader(src, amount);
    const result = await swap(src, dst, amount);
    expect(result.received).toBe(result.dstAmount);
    await expectRouterEmpty();
  });
});

/** What every V2 pair and V3 pool between the dev chain's tokens holds of `token`. */
async function pooledAmount(token: string): Promise<bigint> {
  const others = [WBNB, USDT, USD1, SALLY, SCHM, VEE].filter((t) => t !== token);
  const v2 = new Contract(d.dex.v2.factory, v2FactoryIface, provider());
  const v3 = new Contract(d.dex.v3.factory, v3FactoryIface, provider());
  let total = 0n;
  for (const other of others) {
    const pools = [(await v2.getPair(token, other)) as string];
    for (const tier of d.dex.v3.feeTiers) pools.push((await v3.getPool(token, other, tier.fee)) as string);
    for (const pool of pools) if (pool !== ZeroAddress) total += await erc20(token).balanceOf(pool);
  }
  return total;
}

/** Gives the trader `amount` of `token` on top of what it holds (BNB by setting its balance; tokens minted by their owner, the deployer). */
async function fundTrader(token: string, amount: bigint): Promise<void> {
  const trader = address(TRADER);
  if (token === BNB) {
    const balance = await provider().getBalance(trader);
    await rpc('hardhat_setBalance', [trader, `0x${(balance + amount).toString(16)}`]);
    return;
  }
  const mintable = new Contract(token, ['function mint(address,uint256)'], signer(DEPLOYER));
  await (await mintable.mint(trader, amount)).wait();
}

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
      const built = await apiPatiently(`/v1/swap-tx?src=${src}&dst=${dst}&amount=${100n * E18}&from=${wallet.address.toLowerCase()}&slippage=5`);
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
      const quote = await apiPatiently(`/v1/quote?src=${src}&dst=${dst}&amount=${amount}&includeGas=true`);
      expect(await provider().getBlockNumber()).toBe(block);
      if (single === 0n) return;
      expect(quote.status).toBe(200);
      expect(BigInt(quote.body.dstAmount)).toBeGreaterThanOrEqual(single);
    }),
    { numRuns: 40, seed: 15 },
  );
});
