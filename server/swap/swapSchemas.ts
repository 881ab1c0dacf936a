/** Request and response schemas of the swap API routes (1inch v6 shapes, see docs/ARCHITECTURE.md). */
import { addressSchema, amountSchema, booleanStringSchema } from '../lib/schemas';
import { protocolsSchema } from './routing/quote';

export const quoteQuerySchema = {
  type: 'object',
  properties: { src: addressSchema, dst: addressSchema, amount: amountSchema, includeGas: booleanStringSchema },
  required: ['src', 'dst', 'amount'],
} as const;

export const quoteResponseSchema = {
  type: 'object',
  properties: {
    dstAmount: { type: 'string' },
    gas: { type: 'integer' },
    gasPrice: { type: 'string' },
    protocols: protocolsSchema,
    priceImpact: { type: 'string', description: "percent the route gives less than its pools' mid prices (fees included); absent for a wrap" },
  },
  required: ['dstAmount', 'protocols'],
} as const;

export const swapQuerySchema = {
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
} as const;

export const swapResponseSchema = {
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
        gas: { type: 'integer', description: "gas limit: at least the node's estimate of this transaction and the router's model of the plan" },
        gasPrice: { type: 'string' },
      },
      required: ['from', 'to', 'data', 'value', 'gas', 'gasPrice'],
    },
  },
  required: ['dstAmount', 'tx'],
} as const;
