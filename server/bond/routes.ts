import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BOND_QUOTE_TTL_SECONDS } from '../../common/bond/quoteLifetime';
import { badRequest } from '../lib/errors';
import { addressSchema, amountSchema, decimalStringSchema as decimalString, errorResponses, idParamSchema } from '../lib/schemas';
import { paymentAmount } from '../lib/priceMath';
import { parseAddress, parseAmount } from '../lib/validation';
import type { Services } from '../services';
import { salePriceAnswer, salePriceSchema } from './priceAnswer';
import { quoteRefusal } from './quoteAuthority';
import { registerSaleSummariesRoute } from './summaries';

/** The EIP-712 type of BondSale.QUOTE_TYPEHASH, field for field. */
export const QUOTE_TYPES = {
  Quote: [
    { name: 'buyer', type: 'address' },
    { name: 'saleAddress', type: 'address' },
    { name: 'currency', type: 'uint8' },
    { name: 'tokenAmount', type: 'uint256' },
    { name: 'paymentAmount', type: 'uint256' },
    { name: 'pricePerToken', type: 'uint256' },
    { name: 'discountBps', type: 'uint256' },
    { name: 'priceSource', type: 'string' },
    { name: 'deadline', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
  ],
};

export function parseSaleId(raw: string): bigint {
  const id = BigInt(raw);
  if (id < 1n) throw badRequest('The sale id must be 1 or more');
  return id;
}

export function registerBondRoutes(app: FastifyInstance, services: Services): void {
  const { chain, bondPricing, quoteSigner } = services;
  let ownAddress: Promise<string> | undefined;
  /** A KMS-backed signer asks its service for its address: once per process. */
  const signerAddress = () => (ownAddress ??= quoteSigner.getAddress());

  app.get<{ Params: { id: string } }>(
    '/sales/:id/price',
    {
      schema: {
        summary: "The sale's discounted price per whole token in its payment currency",
        tags: ['bond'],
        params: { type: 'object', properties: { id: idParamSchema }, required: ['id'] },
        response: { 200: salePriceSchema, ...errorResponses },
      },
    },
    async (request) => {
      const block = await chain.latestBlock();
      return salePriceAnswer(await bondPricing.price(block, parseSaleId(request.params.id)));
    },
  );

  app.get<{ Params: { id: string }; Querystring: { buyer: string; tokenAmount: string } }>(
    '/sales/:id/quote',
    {
      schema: {
        summary: 'An EIP-712 quote signed by the quote signer, accepted by BondSale.buyWithQuote',
        tags: ['bond'],
        params: { type: 'object', properties: { id: idParamSchema }, required: ['id'] },
        querystring: {
          type: 'object',
          properties: { buyer: addressSchema, tokenAmount: amountSchema },
          required: ['buyer', 'tokenAmount'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              quote: {
                type: 'object',
                properties: {
                  buyer: { type: 'string' },
                  saleAddress: { type: 'string' },
                  currency: decimalString,
                  tokenAmount: decimalString,
                  paymentAmount: decimalString,
                  pricePerToken: decimalString,
                  discountBps: decimalString,
                  priceSource: { type: 'string' },
                  deadline: decimalString,
                  nonce: decimalString,
                },
                required: ['buyer', 'saleAddress', 'currency', 'tokenAmount', 'paymentAmount', 'pricePerToken', 'discountBps', 'priceSource', 'deadline', 'nonce'],
              },
              signature: { type: 'string' },
              tokenDecimals: { type: 'integer' },
            },
            required: ['quote', 'signature', 'tokenDecimals'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const id = parseSaleId(request.params.id);
      const buyer = parseAddress(request.query.buyer, 'buyer');
      const tokenAmount = parseAmount(request.query.tokenAmount, 'tokenAmount');
      const block = await chain.latestBlock();
      const sale = await bondPricing.sale(block, id);
      const now = BigInt(block.timestamp);
      if (sale.endedEarly || now >= sale.endTime) throw badRequest('This sale has ended');
      if (now < sale.startTime) throw badRequest('This sale has not started yet');
      const remaining = sale.hardCap > sale.soldTokens ? sale.hardCap - sale.soldTokens : 0n;
      if (remaining === 0n) throw badRequest('This sale is sold out');
      const refusal = quoteRefusal(await bondPricing.quoteAuthority(block), await signerAddress(), block.timestamp);
      if (refusal) throw refusal;
      if (tokenAmount > remaining) throw badRequest(`The amount exceeds the tokens left in this sale (${remaining} base units)`);
      if (tokenAmount > sale.maxPerQuote) {
        throw badRequest(`The amount exceeds the most one purchase may buy in this sale (${sale.maxPerQuote} base units)`);
      }
      if (tokenAmount > sale.hourlyBudgetLeft) {
        throw badRequest(`The amount exceeds what this sale may still sell this hour (${sale.hourlyBudgetLeft} base units)`);
      }
      if (sale.maxPerBuyer > 0n) {
        const bought = await bondPricing.bought(block, id, buyer);
        const left = sale.maxPerBuyer > bought ? sale.maxPerBuyer - bought : 0n;
        if (tokenAmount > left) throw badRequest(`The amount exceeds what one buyer may still buy in this sale (${left} base units)`);
      }

      const price = await bondPricing.price(block, id);
      // Chain time is the reference; an idle dev chain lags the wall clock, and its next block
      // takes the wall-clock time, so the later of the two keeps a fresh quote usable.
      const reference = Math.max(block.timestamp, Math.floor(Date.now() / 1000));
      const quote = {
        buyer,
        saleAddress: sale.saleAddress,
        currency: BigInt(sale.currency),
        tokenAmount,
        paymentAmount: paymentAmount(tokenAmount, price.pricePerToken, price.tokenDecimals),
        pricePerToken: price.pricePerToken,
        discountBps: sale.discountBps,
        priceSource: price.priceSource,
        deadline: BigInt(reference + BOND_QUOTE_TTL_SECONDS),
        nonce: BigInt(`0x${randomBytes(32).toString('hex')}`),
      };
      const signature = await quoteSigner.signTypedData(
        { name: 'BondSale', version: '1', chainId: chain.chainId, verifyingContract: sale.saleAddress },
        QUOTE_TYPES,
        quote,
      );
      return {
        quote: Object.fromEntries(Object.entries(quote).map(([k, v]) => [k, v.toString()])),
        signature,
        tokenDecimals: price.tokenDecimals,
      };
    },
  );

  registerSaleSummariesRoute(app, services);
}
