/**
 * The EIP-712 shape of a bond quote, exactly as `BondSale` verifies it. Used by the seed (the sold-out
 * sale), the contract tests and the gas report; the API server signs the same typed data.
 */
import type { TypedDataDomain, TypedDataField } from 'ethers';

export interface QuoteValue {
  buyer: string;
  saleAddress: string;
  currency: number;
  tokenAmount: bigint;
  paymentAmount: bigint;
  pricePerToken: bigint;
  discountBps: bigint;
  priceSource: string;
  deadline: bigint;
  nonce: bigint;
}

export const QUOTE_TYPES: Record<string, TypedDataField[]> = {
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

export function quoteDomain(chainId: bigint | number, saleAddress: string): TypedDataDomain {
  return { name: 'BondSale', version: '1', chainId, verifyingContract: saleAddress };
}

/** paymentAmount = ceil(tokenAmount × pricePerToken / 10^decimals): rounded in the seller's favour. */
export function paymentFor(tokenAmount: bigint, pricePerToken: bigint, tokenDecimals: number): bigint {
  const unit = 10n ** BigInt(tokenDecimals);
  const product = tokenAmount * pricePerToken;
  return (product + unit - 1n) / unit;
}

export interface TypedDataSigner {
  signTypedData(domain: TypedDataDomain, types: Record<string, TypedDataField[]>, value: Record<string, unknown>): Promise<string>;
}

export function signQuote(signer: TypedDataSigner, chainId: bigint | number, quote: QuoteValue): Promise<string> {
  return signer.signTypedData(quoteDomain(chainId, quote.saleAddress), QUOTE_TYPES, { ...quote });
}
