/**
 * The swap API (/health, /v1/*) against the shared dev chain: every answer is checked
 * against the chain itself (reserves, router getAmountsOut, balances), swap transactions are
 * sent by a funded account, and every kind of bad input gets a 4xx with an error message.
 */
import { getAddress, Interface, MaxUint256, Wallet } from 'ethers';
import {
  ERC20__factory,
  UniswapV2Factory__factory,
  UniswapV2Pair__factory,
  UniswapV2Router02__factory,
} from '../../typechain-types';
import { stackEnv } from '../stack/env';
import { address, api, apiPatiently, balanceOf, BNB, deployment, expectApiError, gasCost, provider, revert, signer, snapshot, TRADER, wrongChecksum } from './helpers';

const d = deployment();
const { wbnb: WBNB, usdt: USDT, usd1: USD1, uniswapV2Router: ROUTER, uniswapV2Factory: FACTORY } = d.contracts;
const SALLY = d.testTokens!.sally;
const SCHM = d.testTokens!.schm;
const NOLIQ = d.testTokens!.noLiquidity;
/** Swaps and approvals go to SwapRouter02 (V2 and V3 hops); the V2 router is the independent check. */
const SWAP_ROUTER = d.dex.v3.swapRouter02;
const swapRouterIface = new Interface([
  'function multicall(uint256 deadline, bytes[] data)',
  'function sweepToken(address token, uint256 amountMinimum, address recipient)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to)',
  'function exactInput(tuple(bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params)',
]);

/** The wallet-paying last call of a SwapRouter02 multicall: who gets paid and the minimum checked. */
function lastPayment(call: string): { recipient: string; minimum: bigint } {
  const parsed = swapRouterIface.parseTransaction({ data: call })!;
  if (parsed.name === 'sweepToken') return { recipient: parsed.args[2], minimum: parsed.args[1] };
  if (parsed.name === 'swapExactTokensForTokens') return { recipient: parsed.args[3], minimum: parsed.args[1] };
  return { recipient: parsed.args[0].recipient, minimum: parsed.args[0].amountOutMinimum };
}
const E18 = 10n ** 18n;
const router = () => UniswapV2Router02__factory.connect(ROUTER, provider());
const erc20 = (token: string) => ERC20__factory.connect(token, provider());
/** An account that exists nowhere on chain: no code, no balance, no allowance. */
const NOBODY = Wallet.createRandom().address.toLowerCase();

/** Router's best output among the direct path and the paths through WBNB, USDT or both, computed here independently. */
async function bestOutput(src: string, dst: string, amount: bigint): Promise<{ out: bigint; path: string[] }> {
  const from = src === BNB ? WBNB : src;
  const to = dst === BNB ? WBNB : dst;
  const hops = [WBNB, USDT].filter((h) => h !== from && h !== to);
  const paths = [[from, to], ...hops.map((h) => [from, h, to])];
  if (hops.length === 2) paths.push([from, WBNB, USDT, to], [from, USDT, WBNB, to]);
  let best = { out: 0n, path: [] as string[] };
  for (const path of paths) {
    try {
      const amounts = await router().getAmountsOut(amount, path);
      if (amounts[amounts.length - 1] > best.out) best = { out: amounts[amounts.length - 1], path };
    } catch {
      // no pair on this path
    }
  }
  return best;
}

let snap: string;
beforeAll(async () => {
  snap = await snapshot();
});
afterAll(async () => {
  await revert(snap);
});

describe('health, docs and errors', () => {
  it('/health names the chain and its latest block', async () => {
    const res = await api('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', chainId: 31337, blockNumber: await provider().getBlockNumber() });
  });

  it('/docs/json is an OpenAPI document covering every route', async () => {
    const res = await api('/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths).sort()).toEqual(
      [
        '/health',
        '/v1/tokens',
        '/v1/prices',
        '/v1/token/{address}',
        '/v1/allowance',
        '/v1/approve-tx',
        '/v1/quote',
        '/v1/swap-tx',
        '/v1/balances/{address}',
        '/sales/summaries',
        '/sales/{id}/price',
        '/sales/{id}/quote',
        '/sales/{id}/metadata',
        '/sales/{id}/logo',
        '/stake-pools/summaries',
        '/stake-pools/{index}/metadata',
        '/stake-pools/{index}/logo',
        '/create-sale',
        '/create-stake-pool',
        '/index/status',
        '/index/sales',
        '/index/pools',
        '/index/sales/{id}/activity',
        '/index/pools/{id}/activity',
        '/index/wallets/{address}/bonds',
        '/index/wallets/{address}/stakes',
        '/index/wallets/{address}/activity',
      ].sort(),
    );
    expect(res.body.paths['/index/pools'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['cursor', 'limit', 'owner', 'q', 'sort', 'stakedBy', 'status']);
    expect(res.body.paths['/v1/quote'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['amount', 'dst', 'includeGas', 'src']);
  });

  it('allows the app origin by CORS and not others', async () => {
    const appOrigin = stackEnv().appUrl;
    const allowed = await api('/v1/tokens', { headers: { origin: appOrigin } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(appOrigin);
    const preflight = await fetch(`${stackEnv().apiUrl}/create-sale`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const other = await api('/v1/tokens', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown routes with the error shape', async () => {
    expect(expectApiError(await api('/v1/nothing'), 404)).toContain('/v1/nothing');
  });
});

describe('/v1/tokens and /v1/prices', () => {
  it('lists every deployment token keyed by lowercase address, BNB included', async () => {
    const res = await api('/v1/tokens');
    expect(res.status).toBe(200);
    const tokens = res.body.tokens as Record<string, { address: string; symbol: string; decimals: number; logoURI?: string }>;
    expect(Object.keys(tokens).sort()).toEqual(d.tokens.map((t) => t.address.toLowerCase()).sort());
    for (const [key, token] of Object.entries(tokens)) {
      expect(key).toBe(key.toLowerCase());
      expect(token.address).toBe(key);
    }
    expect(tokens[BNB]).toMatchObject({ symbol: 'BNB', decimals: 18 });
    expect(tokens[SALLY]).toMatchObject({ symbol: 'SALLY', name: 'Sally', decimals: 18 });
    expect(tokens[USDT].logoURI).toBeTruthy();
  });

  it('prices tokens in USD from the reserves against USDT', async () => {
    const res = await api('/v1/prices');
    expect(res.status).toBe(200);
    const prices = res.body.prices as Record<string, number>;
    const pairOf = async (a: string, b: string) => UniswapV2Pair__factory.connect(await UniswapV2Factory__factory.connect(FACTORY, provider()).getPair(a, b), provider());
    const bnbUsdt = await pairOf(WBNB, USDT);
    const [r0, r1] = await bnbUsdt.getReserves();
    const wbnbIs0 = (await bnbUsdt.token0()).toLowerCase() === WBNB;
    const bnbUsd = Number(wbnbIs0 ? r1 : r0) / Number(wbnbIs0 ? r0 : r1);
    expect(prices[USDT]).toBe(1);
    expect(prices[WBNB]).toBeCloseTo(bnbUsd, 9);
    expect(prices[BNB]).toBe(prices[WBNB]);
    expect(prices[SALLY]).toBeCloseTo(0.75, 6);
    expect(prices[SCHM]).toBeCloseTo(1.2, 6);
    expect(prices[USD1]).toBeCloseTo(1, 6);
    expect(prices[NOLIQ]).toBeUndefined();
  });
});

describe('/v1/token/{address}', () => {
  it('returns listed tokens and any other ERC-20 on chain', async () => {
    expect((await api(`/v1/token/${SALLY}`)).body).toEqual({ address: SALLY, symbol: 'SALLY', name: 'Sally', decimals: 18, logoURI: expect.any(String) });
    // A Uniswap pair is an ERC-20 (its LP token) that no list carries.
    const pair = (await UniswapV2Factory__factory.connect(FACTORY, provider()).getPair(WBNB, USDT)).toLowerCase();
    const res = await api(`/v1/token/${getAddress(pair)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ address: pair, symbol: 'UNI-V2', name: 'Uniswap V2', decimals: 18 });
  });

  it.each([
    ['an address with no code', () => NOBODY, /unknown token/i],
    ['a contract that is not an ERC-20 (the router)', () => ROUTER, /unknown token/i],
    ['a malformed address', () => '0x1234', /valid address/],
    ['a wrong mixed-case checksum', () => getAddress(SALLY).replace(/[a-f]/, (c) => c.toUpperCase()), /checksum/],
  ])('refuses %s', async (_label, addr, message) => {
    expect(expectApiError(await api(`/v1/token/${addr()}`))).toMatch(message);
  });
});

describe('/v1/allowance and /v1/approve-tx', () => {
  it('builds an approval that the chain then reports through /v1/allowance', async () => {
    const trader = signer(TRADER);
    const amount = 123456789n * E18;
    const tx = await api(`/v1/approve-tx?tokenAddress=${getAddress(SCHM)}&amount=${amount}`);
    expect(tx.status).toBe(200);
    expect(tx.body).toEqual({ to: SCHM, data: expect.stringMatching(/^0x095ea7b3/), value: '0', gasPrice: expect.stringMatching(/^[0-9]+$/) });
    await (await trader.sendTransaction({ to: tx.body.to, data: tx.body.data, value: BigInt(tx.body.value) })).wait();
    expect(await erc20(SCHM).allowance(trader.address, SWAP_ROUTER)).toBe(amount);
    const res = await api(`/v1/allowance?tokenAddress=${SCHM}&walletAddress=${trader.address}`);
    expect(res.body).toEqual({ allowance: amount.toString() });
  });

  it('defaults to an infinite approval and treats BNB as always approved', async () => {
    const tx = await api(`/v1/approve-tx?tokenAddress=${USDT}`);
    expect(erc20(USDT).interface.decodeFunctionData('approve', tx.body.data)).toEqual([getAddress(SWAP_ROUTER), MaxUint256]);
    expect((await api(`/v1/allowance?tokenAddress=${BNB}&walletAddress=${NOBODY}`)).body).toEqual({ allowance: MaxUint256.toString() });
    expect((await api(`/v1/allowance?tokenAddress=${USD1}&walletAddress=${NOBODY}`)).body).toEqual({ allowance: '0' });
  });

  it.each([
    ['/v1/allowance without walletAddress', `/v1/allowance?tokenAddress=${USDT}`],
    ['/v1/allowance with a malformed wallet', `/v1/allowance?tokenAddress=${USDT}&walletAddress=0xzz`],
    ['/v1/allowance with a wrong checksum', `/v1/allowance?tokenAddress=${getAddress(USDT).toLowerCase().replace('0xe', '0xE')}&walletAddress=${NOBODY}`],
    ['/v1/allowance of a non-token', `/v1/allowance?tokenAddress=${NOBODY}&walletAddress=${NOBODY}`],
    ['/v1/approve-tx of a zero amount', `/v1/approve-tx?tokenAddress=${USDT}&amount=0`],
    ['/v1/approve-tx of a negative amount', `/v1/approve-tx?tokenAddress=${USDT}&amount=-5`],
    ['/v1/approve-tx of a fractional amount', `/v1/approve-tx?tokenAddress=${USDT}&amount=1.5`],
    ['/v1/approve-tx of an 80-digit amount', `/v1/approve-tx?tokenAddress=${USDT}&amount=${'1'.repeat(80)}`],
    ['/v1/approve-tx for BNB', `/v1/approve-tx?tokenAddress=${BNB}`],
    ['/v1/approve-tx of a non-token', `/v1/approve-tx?tokenAddress=${NOBODY}`],
    ['/v1/approve-tx without tokenAddress', `/v1/approve-tx?amount=5`],
    ['/v1/approve-tx with a wrong checksum', `/v1/approve-tx?tokenAddress=${wrongChecksum(SALLY)}`],
    ['/v1/approve-tx with a malformed address', `/v1/approve-tx?tokenAddress=0xabc`],
  ])('refuses %s', async (_label, path) => {
    expectApiError(await api(path), 400);
  });
});

describe('/v1/quote', () => {
  it.each([
    ['SALLY → USDT (through WBNB)', SALLY, USDT, 1000n * E18],
    ['BNB → SALLY', BNB, SALLY, E18],
    ['SCHM → BNB', SCHM, BNB, 250n * E18],
    ['SALLY → SCHM', SALLY, SCHM, 10n * E18],
    ['USD1 → USDT', USD1, USDT, 5n * E18],
  ])('%s is at least the V2 router’s best getAmountsOut (V3 pools may do better)', async (_label, src, dst, amount) => {
    const res = await apiPatiently(`/v1/quote?src=${src}&dst=${dst}&amount=${amount}`);
    expect(res.status).toBe(200);
    const best = await bestOutput(src, dst, amount);
    expect(best.out).toBeGreaterThan(0n);
    expect(res.body).toEqual({ dstAmount: expect.stringMatching(/^[0-9]+$/), protocols: expect.any(Array), priceImpact: expect.stringMatching(/^[0-9]+\.[0-9]{4}$/) });
    expect(BigInt(res.body.dstAmount)).toBeGreaterThanOrEqual(best.out);
  });

  it('quotes BNB ↔ WBNB 1:1 and adds gas when asked', async () => {
    expect((await apiPatiently(`/v1/quote?src=${BNB}&dst=${WBNB}&amount=7`)).body).toMatchObject({ dstAmount: '7' });
    const res = await apiPatiently(`/v1/quote?src=${WBNB}&dst=${BNB}&amount=7&includeGas=true`);
    expect(res.body).toEqual({ dstAmount: '7', gas: expect.any(Number), gasPrice: expect.stringMatching(/^[0-9]+$/), protocols: expect.any(Array) });
    expect(res.body.gas).toBeGreaterThan(21_000);
  });

  it('accepts checksummed addresses', async () => {
    const res = await apiPatiently(`/v1/quote?src=${getAddress(SALLY)}&dst=${getAddress(USDT)}&amount=${E18}`);
    expect(BigInt(res.body.dstAmount)).toBeGreaterThanOrEqual((await bestOutput(SALLY, USDT, E18)).out);
  });

  const q = (src: string, dst: string, amount: string, extra = '') => `/v1/quote?src=${src}&dst=${dst}&amount=${amount}${extra}`;
  it.each([
    ['a malformed src', q('0x12', USDT, '1'), /valid address/],
    ['a wrong-checksum dst', q(SALLY, getAddress(USDT).replace('E7', 'e7'), '1'), /checksum/],
    ['an address with no ERC-20', q(NOBODY, USDT, '1'), /unknown token/i],
    ['a zero amount', q(SALLY, USDT, '0'), /greater than zero/],
    ['a negative amount', q(SALLY, USDT, '-1'), /amount/],
    ['a fractional amount', q(SALLY, USDT, '0.5'), /amount/],
    ['an 80-digit amount', q(SALLY, USDT, '9'.repeat(80)), /amount/],
    ['an amount above 2^256', q(SALLY, USDT, (1n << 256n).toString()), /256 bits/],
    ['src = dst', q(SALLY, SALLY, '1'), /different/],
    ['BNB = BNB', q(BNB, BNB, '1'), /different/],
    ['no liquidity', q(NOLIQ, USDT, E18.toString()), /liquidity/],
    ['a missing amount', `/v1/quote?src=${SALLY}&dst=${USDT}`, /amount/],
    ['a non-boolean includeGas', q(SALLY, USDT, '1', '&includeGas=yes'), /includeGas/],
    ['an unknown parameter', q(SALLY, USDT, '1', '&fee=1'), /additional/],
  ])('refuses %s', async (_label, path, message) => {
    expect(expectApiError(await api(path), 400)).toMatch(message);
  });
});

describe('/v1/swap-tx', () => {
  const trader = () => signer(TRADER);

  async function swap(src: string, dst: string, amount: bigint, slippage: string) {
    const from = trader().address;
    if (src !== BNB && !(src === WBNB && dst === BNB)) {
      const approval = await api(`/v1/approve-tx?tokenAddress=${src}`);
      await (await trader().sendTransaction({ to: approval.body.to, data: approval.body.data })).wait();
    }
    const res = await apiPatiently(`/v1/swap-tx?src=${src}&dst=${dst}&amount=${amount}&from=${from}&slippage=${slippage}`);
    expect(res.status).toBe(200);
    const { dstAmount, tx } = res.body as { dstAmount: string; tx: { from: string; to: string; data: string; value: string; gas: number; gasPrice: string } };
    expect(tx.from).toBe(from.toLowerCase());
    const isWrap = (src === BNB && dst === WBNB) || (src === WBNB && dst === BNB);
    if (isWrap) expect(dstAmount).toBe(amount.toString());
    else expect(BigInt(dstAmount)).toBeGreaterThanOrEqual((await bestOutput(src, dst, amount)).out);
    const before = await balanceOf(dst, from);
    const srcBefore = await balanceOf(src, from);
    const sent = await trader().sendTransaction({ to: tx.to, data: tx.data, value: BigInt(tx.value), gasLimit: BigInt(tx.gas), gasPrice: BigInt(tx.gasPrice) });
    const receipt = (await sent.wait())!;
    expect(receipt.status).toBe(1);
    expect(receipt.gasUsed).toBeLessThanOrEqual(BigInt(tx.gas));
    const gas = gasCost(receipt);
    const received = (await balanceOf(dst, from)) - before + (dst === BNB ? gas : 0n);
    const spent = srcBefore - (await balanceOf(src, from)) - (src === BNB ? gas : 0n);
    return { received, spent, dstAmount: BigInt(dstAmount), slippage };
  }

  it.each([
    ['token → token through WBNB', SALLY, USDT, 2000n * E18],
    ['BNB → token', BNB, SALLY, E18 / 2n],
    ['token → BNB', SCHM, BNB, 600n * E18],
    ['token → token direct', SCHM, USDT, 100n * E18],
    ['BNB → WBNB (wrap)', BNB, WBNB, 3n * E18],
    ['WBNB → BNB (unwrap)', WBNB, BNB, E18],
  ])('%s: the sent transaction delivers at least the slippage minimum', async (_label, src, dst, amount) => {
    const { received, spent, dstAmount } = await swap(src, dst, amount, '1');
    expect(spent).toBe(amount);
    expect(received).toBeGreaterThanOrEqual((dstAmount * 99n) / 100n);
    // nothing else trades on this chain between the quote and the swap
    expect(received).toBe(dstAmount);
  });

  it('encodes the slippage minimum and the deadline into the router call', async () => {
    const from = trader().address;
    const amount = 10n * E18;
    const res = await apiPatiently(`/v1/swap-tx?src=${SALLY}&dst=${SCHM}&amount=${amount}&from=${from}&slippage=2.5&disableEstimate=true`);
    expect(res.body.tx.to).toBe(SWAP_ROUTER);
    const [deadline, calls] = swapRouterIface.decodeFunctionData('multicall', res.body.tx.data);
    expect(deadline).toBeGreaterThan(BigInt(await provider().getBlock('latest').then((b) => b!.timestamp)));
    // The last call pays the wallet, with the minimum on the total of every route.
    const { minimum, recipient } = lastPayment(calls[calls.length - 1]);
    expect(minimum).toBe((BigInt(res.body.dstAmount) * 975n) / 1000n);
    expect(recipient).toBe(getAddress(from));
  });

  it("builds the user's deadline into the router call, and refuses one outside 1 minute to 3 days", async () => {
    const from = trader().address;
    const url = `/v1/swap-tx?src=${SALLY}&dst=${SCHM}&amount=${E18}&from=${from}&slippage=1&disableEstimate=true`;
    const before = Math.max(Math.floor(Date.now() / 1000), await provider().getBlock('latest').then((b) => b!.timestamp));
    const res = await apiPatiently(`${url}&deadline=300`);
    const [deadline] = swapRouterIface.decodeFunctionData('multicall', res.body.tx.data);
    const after = Math.max(Math.floor(Date.now() / 1000), await provider().getBlock('latest').then((b) => b!.timestamp));
    expect(Number(deadline)).toBeGreaterThanOrEqual(before + 300);
    expect(Number(deadline)).toBeLessThanOrEqual(after + 300);
    for (const bad of ['59', '259201', '1.5', '-60']) {
      const refused = await apiPatiently(`${url}&deadline=${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/deadline/);
    }
  });

  it('skips the balance and allowance checks with disableEstimate and accepts allowPartialFill', async () => {
    const res = await apiPatiently(`/v1/swap-tx?src=${USD1}&dst=${USDT}&amount=${E18}&from=${NOBODY}&slippage=0.5&disableEstimate=true&allowPartialFill=false`);
    expect(res.status).toBe(200);
    expect(res.body.tx).toMatchObject({ from: NOBODY, to: SWAP_ROUTER, value: '0', gas: expect.any(Number) });
  });

  const s = (extra: string) => `/v1/swap-tx?src=${SALLY}&dst=${USDT}&amount=${E18}${extra}`;
  it.each([
    ['a from without the balance', `/v1/swap-tx?src=${USD1}&dst=${USDT}&amount=${E18}&from=${NOBODY}&slippage=1`, /Not enough USD1 balance/],
    ['a from without BNB', `/v1/swap-tx?src=${BNB}&dst=${USDT}&amount=${E18}&from=${NOBODY}&slippage=1`, /Not enough BNB balance/],
    ['a from that has not approved', `/v1/swap-tx?src=${USD1}&dst=${USDT}&amount=${E18}&from=${address(TRADER)}&slippage=1`, /allowance/],
    ['a missing from', s('&slippage=1'), /from/],
    ['a malformed from', s('&slippage=1&from=0x1'), /from/],
    ['a missing slippage', s(`&from=${NOBODY}`), /slippage/],
    ['a slippage above 50', s(`&from=${NOBODY}&slippage=51`), /slippage/],
    ['a non-numeric slippage', s(`&from=${NOBODY}&slippage=abc`), /slippage/],
    ['a non-boolean disableEstimate', s(`&from=${NOBODY}&slippage=1&disableEstimate=1`), /disableEstimate/],
    ['src = dst', `/v1/swap-tx?src=${USDT}&dst=${USDT}&amount=1&from=${NOBODY}&slippage=1`, /different/],
    ['a zero amount', `/v1/swap-tx?src=${SALLY}&dst=${USDT}&amount=0&from=${NOBODY}&slippage=1`, /greater than zero/],
    ['a negative amount', `/v1/swap-tx?src=${SALLY}&dst=${USDT}&amount=-1&from=${NOBODY}&slippage=1`, /amount/],
    ['a fractional amount', `/v1/swap-tx?src=${SALLY}&dst=${USDT}&amount=1.25&from=${NOBODY}&slippage=1`, /amount/],
    ['an 80-digit amount', `/v1/swap-tx?src=${SALLY}&dst=${USDT}&amount=${'5'.repeat(80)}&from=${NOBODY}&slippage=1`, /amount/],
    ['a wrong-checksum from', s(`&slippage=1&from=${wrongChecksum(address(TRADER))}`), /checksum/],
    ['a src with no ERC-20', `/v1/swap-tx?src=${NOBODY}&dst=${USDT}&amount=1&from=${NOBODY}&slippage=1`, /unknown token/],
    ['no liquidity', `/v1/swap-tx?src=${NOLIQ}&dst=${SALLY}&amount=${E18}&from=${address(TRADER)}&slippage=1`, /liquidity/],
  ])('refuses %s', async (_label, path, message) => {
    expect(expectApiError(await api(path), 400)).toMatch(message);
  });
});

describe('/v1/swap-tx refuses a from that would lose the output, whatever disableEstimate says', () => {
  const pair = async () => ((await UniswapV2Factory__factory.connect(FACTORY, provider()).getPair(SCHM, USDT)) as string).toLowerCase();
  it.each([
    ['the zero address', () => '0x0000000000000000000000000000000000000000', /zero address/],
    ['0x…01, which SwapRouter02 reads as the caller', () => '0x0000000000000000000000000000000000000001', /MSG_SENDER/],
    ['0x…02, which SwapRouter02 reads as itself', () => '0x0000000000000000000000000000000000000002', /ADDRESS_THIS.*anyone/],
    ['a precompile (0x…09)', () => '0x0000000000000000000000000000000000000009', /precompile/],
    ['the swap router', () => SWAP_ROUTER, /swap router itself/],
    ['a token contract (USDT, the token bought)', () => USDT, /token contract/],
    ['a token contract (WBNB)', () => WBNB, /token contract/],
    ['a V2 pair (an LP token)', pair, /token contract/],
  ])('refuses %s with a 400 naming it', async (_label, fromOf, message) => {
    const from = await fromOf();
    for (const disableEstimate of ['true', 'false']) {
      const res = await apiPatiently(`/v1/swap-tx?src=${BNB}&dst=${USDT}&amount=${E18}&from=${from}&slippage=1&disableEstimate=${disableEstimate}`);
      expect(expectApiError(res, 400)).toMatch(message);
    }
  });

  it('lets a contract that is not a token receive (a contract wallet): Multicall3 here', async () => {
    const res = await apiPatiently(`/v1/swap-tx?src=${BNB}&dst=${USDT}&amount=${E18}&from=${d.contracts.multicall3}&slippage=1&disableEstimate=true`);
    expect(res.status).toBe(200);
    expect(res.body.tx.from).toBe(d.contracts.multicall3.toLowerCase());
  });
});

describe('/v1/balances/{address}', () => {
  it('returns every listed token’s raw balance, as the chain has it', async () => {
    const who = address(TRADER);
    const res = await api(`/v1/balances/${who}`);
    expect(res.status).toBe(200);
    const expected: Record<string, string> = {};
    for (const token of d.tokens) expected[token.address.toLowerCase()] = (await balanceOf(token.address.toLowerCase(), who)).toString();
    expect(res.body).toEqual(expected);
  });

  it('refuses malformed and wrong-checksum addresses', async () => {
    expectApiError(await api('/v1/balances/0x1234'), 400);
    const wrong = address(TRADER).replace(/[a-f]/, (c) => c.toUpperCase());
    expect(expectApiError(await api(`/v1/balances/${wrong}`), 400)).toMatch(/checksum/);
  });
});
