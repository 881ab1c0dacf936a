import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Interface } from 'ethers';
import { ERC20__factory, WBNB__factory } from '../../typechain-types';
import type { BlockRef } from '../chain/blockCache';
import { badRequest, ServiceUnavailableError } from '../lib/errors';
import {
  addressSchema,
  amountSchema,
  booleanStringSchema,
  errorResponses,
  tokenSchema,
} from '../lib/schemas';
import { MAX_UINT256, minimumOutput, parseAddress, parseAmount, parseSlippagePpm } from '../lib/validation';
import { routeQueue } from '../http/routeQueue';
import type { Services } from '../services';
import { routeOrAmountReason } from './amountLimits';
import { GasPriceSource } from './gasPrice';
import { usdPrices } from './prices';
import { formatPriceImpact, quoteRoute, protocolsSchema, toProtocols, typicalGas } from './routing/quote';
import { encodeSwap } from './routing/swapCalldata';
import { SwapRouter } from './routing/router';
import { isNative } from './tokens';

const erc20Iface = ERC20__factory.createInterface() as unknown as Interface;
const wbnbIface = WBNB__factory.createInterface() as unknown as Interface;

/** Router deadline: generous, since the wallet may sit on the confirmation a while. */
const SWAP_DEADLINE_SECONDS = 20 * 60;
/** Share added to a gas estimate so small state changes before mining do not run out of gas. */
const GAS_HEADROOM_PERCENT = 25n;
/**
 * /v1/swap-tx requests computed at once; a flood of them waits in arrival order instead of
 * filling every turn of the event loop, so quotes and /health keep theirs. A request reads its
 * latest block before it queues (concurrent requests share that read), not while it holds a
 * slot: a slot held across a node round trip capped swap-tx at a few dozen req/s.
 */
export const DEFAULT_SWAP_TX_IN_FLIGHT = 4;

interface QuoteQuery {
  src: string;
  dst: string;
  amount: string;
  includeGas?: 'true' | 'false';
}

interface SwapQuery extends QuoteQuery {
  from: string;
  slippage: string;
  disableEstimate?: 'true' | 'false';
  allowPartialFill?: 'true' | 'false';
}

export function registerSwapRoutes(app: FastifyInstance, services: Services): void {
  const { chain, tokens, liquidity } = services;
  const router = new SwapRouter(chain);
  /** Approvals and swaps go to SwapRouter02, which runs V2 and V3 hops alike. */
  const spender = chain.deployment.dex.v3.swapRouter02.toLowerCase();

  const gasPrices = new GasPriceSource(chain);
  const gasPrice = (_block: BlockRef): Promise<bigint> => gasPrices.get();

  /** Parses src/dst/amount and proves both tokens exist on chain. */
  async function parsePair(block: BlockRef, q: QuoteQuery) {
    const src = parseAddress(q.src, 'src');
    const dst = parseAddress(q.dst, 'dst');
    const amount = parseAmount(q.amount, 'amount');
    if (src === dst) throw badRequest('src and dst must be different tokens');
    const [srcToken, dstToken] = await Promise.all([tokens.get(block, src), tokens.get(block, dst)]);
    return { src, dst, amount, srcToken, dstToken };
  }

  app.get(
    '/v1/tokens',
    {
      schema: {
        summary: 'The token list (1inch v6 shape), keyed by lowercase address',
        tags: ['swap'],
        response: { 200: { type: 'object', properties: { tokens: { type: 'object', additionalProperties: tokenSchema } }, required: ['tokens'] }, ...errorResponses },
      },
    },
    async () => ({ tokens: tokens.list() }),
  );

  app.get(
    '/v1/prices',
    {
      schema: {
        summary: 'USD prices of the listed tokens from reserves against USDT',
        tags: ['swap'],
        response: { 200: { type: 'object', properties: { prices: { type: 'object', additionalProperties: { type: 'number' } } }, required: ['prices'] }, ...errorResponses },
      },
    },
    async () => {
      const block = await chain.latestBlock();
      return { prices: await usdPrices(chain, tokens, liquidity, block) };
    },
  );

  app.get<{ Params: { address: string } }>(
    '/v1/token/:address',
    {
      schema: {
        summary: 'Any ERC-20 on chain, listed or not',
        tags: ['swap'],
        params: { type: 'object', properties: { address: addressSchema }, required: ['address'] },
        response: { 200: tokenSchema, ...errorResponses },
      },
    },
    async (request) => {
      const address = parseAddress(request.params.address, 'address');
      return tokens.get(await chain.latestBlock(), address);
    },
  );

  app.get<{ Querystring: { tokenAddress: string; walletAddress: string } }>(
    '/v1/allowance',
    {
      schema: {
        summary: "The wallet's allowance of the token to the router",
        tags: ['swap'],
        querystring: {
          type: 'object',
          properties: { tokenAddress: addressSchema, walletAddress: addressSchema },
          required: ['tokenAddress', 'walletAddress'],
          additionalProperties: false,
        },
        response: { 200: { type: 'object', properties: { allowance: { type: 'string' } }, required: ['allowance'] }, ...errorResponses },
      },
    },
    async (request) => {
      const token = parseAddress(request.query.tokenAddress, 'tokenAddress');
      const wallet = parseAddress(request.query.walletAddress, 'walletAddress');
      const block = await chain.latestBlock();
      // BNB is sent as value and needs no approval.
      if (isNative(token)) return { allowance: MAX_UINT256.toString() };
      await tokens.get(block, token);
      const [result] = await chain.multicall(block, [
        { target: token, iface: erc20Iface, method: 'allowance', args: [wallet, spender] },
      ]);
      if (!result) throw badRequest(`Token not found (unknown token): ${token} does not answer allowance()`);
      return { allowance: (result[0] as bigint).toString() };
    },
  );

  app.get<{ Querystring: { tokenAddress: string; amount?: string } }>(
    '/v1/approve-tx',
    {
      schema: {
        summary: 'A transaction approving the router to spend the token (infinite without amount)',
        tags: ['swap'],
        querystring: {
          type: 'object',
          properties: { tokenAddress: addressSchema, amount: amountSchema },
          required: ['tokenAddress'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: { to: { type: 'string' }, data: { type: 'string' }, value: { type: 'string' }, gasPrice: { type: 'string' } },
            required: ['to', 'data', 'value', 'gasPrice'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const token = parseAddress(request.query.tokenAddress, 'tokenAddress');
      const amount = request.query.amount === undefined ? MAX_UINT256 : parseAmount(request.query.amount, 'amount');
      if (isNative(token)) throw badRequest('BNB needs no approval');
      const block = await chain.latestBlock();
      await tokens.get(block, token);
      return {
        to: token,
        data: erc20Iface.encodeFunctionData('approve', [spender, amount]),
        value: '0',
        gasPrice: (await gasPrice(block)).toString(),
      };
    },
  );

  const quoteQuerySchema = {
    type: 'object',
    properties: { src: addressSchema, dst: addressSchema, amount: amountSchema, includeGas: booleanStringSchema },
    required: ['src', 'dst', 'amount'],
  } as const;

  app.get<{ Querystring: QuoteQuery }>(
    '/v1/quote',
    {
      schema: {
        summary: 'Best output over V2 pairs and V3 pools, up to 3 hops through WBNB, USDT and USD1, split over up to 3 routes',
        tags: ['swap'],
        querystring: { ...quoteQuerySchema, additionalProperties: false },
        response: {
          200: {
            type: 'object',
            properties: {
              dstAmount: { type: 'string' },
              gas: { type: 'integer' },
              gasPrice: { type: 'string' },
              protocols: protocolsSchema,
              priceImpact: { type: 'string', description: "percent the route gives less than its pools' mid prices (fees included); absent for a wrap" },
            },
            required: ['dstAmount', 'protocols'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const block = await chain.latestBlock();
      const { src, dst, amount, srcToken } = await parsePair(block, request.query);
      const price = await gasPrice(block);
      const route = await routeOrAmountReason(chain, block, srcToken, amount, () => quoteRoute(router, block, src, dst, amount, price));
      const answer = { dstAmount: route.amountOut.toString(), protocols: toProtocols(route, src, dst), priceImpact: formatPriceImpact(route) };
      if (request.query.includeGas !== 'true') return answer;
      return { ...answer, gas: Number(typicalGas(route)), gasPrice: price.toString() };
    },
  );

  const swapTxQueue = routeQueue(services.limits.swapTxInFlight, 'swap transaction');
  /** Each queued request's latest block, read when it arrived. */
  const arrivalBlocks = new WeakMap<FastifyRequest, BlockRef>();
  app.get<{ Querystring: SwapQuery }>(
    '/v1/swap-tx',
    {
      onRequest: [
        async (request) => {
          arrivalBlocks.set(request, await chain.latestBlock());
        },
        swapTxQueue.onRequest,
      ],
      schema: {
        summary: 'A ready-to-send swap transaction with the slippage minimum built in',
        tags: ['swap'],
        querystring: {
          type: 'object',
          properties: {
            ...quoteQuerySchema.properties,
            from: addressSchema,
            slippage: { type: 'string', pattern: '^[0-9]{1,2}(\\.[0-9]{1,20})?$', description: 'percent, 0–50 (precision 0.0001)' },
            disableEstimate: booleanStringSchema,
            allowPartialFill: booleanStringSchema,
          },
          required: ['src', 'dst', 'amount', 'from', 'slippage'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              dstAmount: { type: 'string' },
              protocols: protocolsSchema,
              tx: {
                type: 'object',
                properties: {
                  from: { type: 'string' },
                  to: { type: 'string' },
                  data: { type: 'string' },
                  value: { type: 'string' },
                  gas: { type: 'integer' },
                  gasPrice: { type: 'string' },
                },
                required: ['from', 'to', 'data', 'value', 'gas', 'gasPrice'],
              },
            },
            required: ['dstAmount', 'tx'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const from = parseAddress(q.from, 'from');
      const slippagePpm = parseSlippagePpm(q.slippage);
      const block = arrivalBlocks.get(request) ?? (await chain.latestBlock());
      const { src, dst, amount, srcToken } = await parsePair(block, q);
      const price = await gasPrice(block);
      const route = await routeOrAmountReason(chain, block, srcToken, amount, () => quoteRoute(router, block, src, dst, amount, price));
      const minOut = minimumOutput(route.amountOut, slippagePpm);
      // Chain time rules (tests move it forward), but an idle dev chain lags the wall clock and
      // its next block takes the wall-clock time: the later of the two keeps the deadline ahead.
      const deadline = BigInt(Math.max(block.timestamp, Math.floor(Date.now() / 1000)) + SWAP_DEADLINE_SECONDS);

      let to: string;
      let data: string;
      const value = isNative(src) ? amount : 0n;
      if (route.kind === 'wrap') {
        to = liquidity.wbnb;
        data = wbnbIface.encodeFunctionData('deposit');
      } else if (route.kind === 'unwrap') {
        to = liquidity.wbnb;
        data = wbnbIface.encodeFunctionData('withdraw', [amount]);
      } else {
        to = spender;
        // ABI-encoding the router multicall costs about 1 ms of the event loop, ten times the rest
        // of the answer: memoised per block, argument set and deadline (which moves once a second).
        const calldataKey = `swap-calldata:${src}:${dst}:${amount}:${price}:${from}:${minOut}:${deadline}`;
        data = await chain.cache.get(block, calldataKey, async () =>
          encodeSwap({ choice: route.choice, dst: route.dst, unwrap: isNative(dst), refund: isNative(src), recipient: from, minOut, deadline }),
        );
      }

      let gas = typicalGas(route);
      if (q.disableEstimate !== 'true') {
        await checkFunds(block, from, src, srcToken.symbol, amount, route.kind === 'swap');
        try {
          // Per block and argument set (the deadline aside, which changes every second and not the gas);
          // within one block the route chosen for these arguments is always the same, so it needs no key of its own.
          const gasKey = `gas:${from}:${to}:${value}:${src}:${dst}:${amount}:${minOut}:${route.kind}`;
          const estimate = await chain.cache.get(block, gasKey, () => chain.guard(() => chain.provider.estimateGas({ from, to, data, value })));
          gas = (estimate * (100n + GAS_HEADROOM_PERCENT)) / 100n;
        } catch (error) {
          if (error instanceof ServiceUnavailableError) throw error; // node down, busy or contracts missing: 503, not the swap's fault
          const reason = (error as { shortMessage?: string }).shortMessage ?? 'the transaction would revert';
          throw badRequest(`The swap cannot be executed: ${reason}`);
        }
      }
      return {
        dstAmount: route.amountOut.toString(),
        protocols: toProtocols(route, src, dst),
        tx: { from, to, data, value: value.toString(), gas: Number(gas), gasPrice: (await gasPrice(block)).toString() },
      };
    },
  );

  /** `from` must hold the amount and, for router swaps of a token, have approved it. */
  async function checkFunds(block: BlockRef, from: string, src: string, symbol: string, amount: bigint, needsAllowance: boolean) {
    if (isNative(src)) {
      const balance = await chain.cache.get(block, `bnb-balance:${from}`, () => chain.guard(() => chain.provider.getBalance(from, block.number)));
      if (balance < amount) throw badRequest(`Not enough ${symbol} balance: ${from} holds ${balance}, the swap needs ${amount}`);
      return;
    }
    const [balance, allowance] = await chain.cache.get(block, `funds:${src}:${from}`, () => chain.multicall(block, [
      { target: src, iface: erc20Iface, method: 'balanceOf', args: [from] },
      { target: src, iface: erc20Iface, method: 'allowance', args: [from, spender] },
    ]));
    if (!balance || !allowance) throw badRequest(`Token not found (unknown token): ${src} does not answer balanceOf()`);
    if ((balance[0] as bigint) < amount) {
      throw badRequest(`Not enough ${symbol} balance: ${from} holds ${balance[0]}, the swap needs ${amount}`);
    }
    if (needsAllowance && (allowance[0] as bigint) < amount) {
      throw badRequest(`Not enough allowance: approve ${symbol} for the router ${spender} first`);
    }
  }

  app.get<{ Params: { address: string } }>(
    '/v1/balances/:address',
    {
      schema: {
        summary: 'Raw balances of every listed token (BNB included), read in one Multicall3 batch',
        tags: ['swap'],
        params: { type: 'object', properties: { address: addressSchema }, required: ['address'] },
        response: { 200: { type: 'object', additionalProperties: { type: 'string' } }, ...errorResponses },
      },
    },
    async (request) => {
      const wallet = parseAddress(request.params.address, 'address');
      const block = await chain.latestBlock();
      const listed = tokens.listed();
      return chain.cache.get(block, `balances:${wallet}`, async () => {
        const results = await chain.multicall(
          block,
          listed.map((token) =>
            isNative(token.address)
              ? { target: chain.multicallAddress, iface: chain.multicallInterface, method: 'getEthBalance', args: [wallet] }
              : { target: token.address, iface: erc20Iface, method: 'balanceOf', args: [wallet] },
          ),
        );
        const balances: Record<string, string> = {};
        listed.forEach((token, i) => {
          balances[token.address] = results[i] ? (results[i]![0] as bigint).toString() : '0';
        });
        return balances;
      });
    },
  );
}
