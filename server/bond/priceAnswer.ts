import { decimalStringSchema as decimalString } from '../lib/schemas';
import type { SalePrice } from './pricing';

/** The JSON of a sale's price, as GET /sales/{id}/price and each /sales/summaries entry answer it. */
export const salePriceSchema = {
  type: 'object',
  properties: {
    tokenDecimals: { type: 'integer' },
    pricePerToken: decimalString,
    priceSource: { type: 'string' },
    discountBps: decimalString,
  },
  required: ['tokenDecimals', 'pricePerToken', 'priceSource', 'discountBps'],
} as const;

export interface SalePriceAnswer {
  tokenDecimals: number;
  pricePerToken: string;
  priceSource: string;
  discountBps: string;
}

export function salePriceAnswer(price: SalePrice): SalePriceAnswer {
  return {
    tokenDecimals: price.tokenDecimals,
    pricePerToken: price.pricePerToken.toString(),
    priceSource: price.priceSource,
    discountBps: price.sale.discountBps.toString(),
  };
}
