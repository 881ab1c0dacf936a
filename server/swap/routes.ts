import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Interface } from 'ethers';
import { ERC20__factory } from '../../typechain-types';
import type { BlockRef } from '../chain/blockCache';
import { badRequest } from '../lib/errors';
import { addressSchema, amountSchema, errorResponses, tokenSchema } from '../lib/schemas';
import { MAX_UINT256, minimumOutput, parseAddress, parseAmount, parseSlippagePpm } from '../lib/validation';
import { routeQueue } from '../http/routeQueue';
import type { Services } from '../services';
import { routeOrAmountReason } from './amountLimits';
import { GasPriceSource } from './gasPrice';
import { usdPrices } from './prices';
import { formatPriceImpact, quoteRoute, toProtocols, typicalGas } from './routing/quote';
import { SwapRouter } from './routing/router';
import { refuseUnsafeSender } from './senderCheck';
import { checkedGasLimit, modelGasLimit } from './swapGas';
import { quoteQuerySchema, quoteResponseSchema, swapQuerySchema, swapResponseSchema } from './swapSchemas';
import { swapTransaction } from './swapTransaction';
import { isNative } from './tokens';
import { allowanceOf, checkFunds, listedBalances } from './walletFunds';

const erc20Iface = ERC20__factory.createInterface() as unknown as Interface;

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
      return { allowance: (await allowanceOf(chain, block, token, wallet, spender)).toString() };
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

  app.get<{ Querystring: QuoteQuery }>(
    '/v1/quote',
    {
      schema: {
        summary: 'Best output over V2 pairs and V3 pools: a flow over routes of up to 3 hops through WBNB, USDT and USD1, split at any token',
        tags: ['swap'],
        querystring: { ...quoteQuerySchema, additionalProperties: false },
        response: { 200: quoteResponseSchema, ...errorResponses },
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
        querystring: swapQuerySchema,
        response: {
          200: swapResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const from = parseAddress(q.from, 'from');
      const slippagePpm = parseSlippagePpm(q.slippage);
      const block = arrivalBlocks.get(request) ?? (await chain.latestBlock());
      await refuseUnsafeSender(chain, block, from, spender);
      const { src, dst, amount, srcToken } = await parsePair(block, q);
      const price = await gasPrice(block);
      const route = await routeOrAmountReason(chain, block, srcToken, amount, () => quoteRoute(router, block, src, dst, amount, price));
      const minOut = minimumOutput(route.amountOut, slippagePpm);
      const tx = await swapTransaction(chain, block, route, { src, dst, amount, from, minOut, gasPrice: price }, { wbnb: liquidity.wbnb, router: spender });
      let gas = modelGasLimit(route);
      if (q.disableEstimate !== 'true') {
        await checkFunds(chain, block, { from, src, symbol: srcToken.symbol, amount, spender, needsAllowance: route.kind === 'swap' });
        // Within one block the route chosen for these arguments is always the same, so it needs no key of its own.
        gas = await checkedGasLimit(chain, block, route, { ...tx, from }, `${from}:${tx.to}:${tx.value}:${src}:${dst}:${amount}:${minOut}:${route.kind}`);
      }
      return {
        dstAmount: route.amountOut.toString(),
        protocols: toProtocols(route, src, dst),
        tx: { from, to: tx.to, data: tx.data, value: tx.value.toString(), gas: Number(gas), gasPrice: price.toString() },
      };
    },
  );

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
      return listedBalances(chain, tokens, await chain.latestBlock(), wallet);
    },
  );
}
