import type { AppThunk } from '../../../app/store';
import { config, NATIVE_TOKEN_ADDRESS } from '../../../config';
import { loadChainClient } from '../../../shared/chain/loadChainClient';
import { runTransaction, type TransactionOutcome } from '../../../shared/tx';
import { isNativeCurrency } from '../lib/currency';
import { tagsAfterBuy, tagsAfterClaim } from './bondChainApi';
import type { BondQuoteStruct } from './types';

/**
 * The buyer's writes (SPEC section 7): approve the payment token to the SALE, buy with the signed
 * quote on the sale, claim on the sale. All go through runTransaction; TypeChain loads on demand.
 */

export const BUY_MESSAGES = {
  success: 'Bond purchased successfully!',
  failure: 'Buy failed',
  sendFailure: 'Buy failed',
} as const;
export const APPROVE_MESSAGES = {
  success: 'Token approval successful!',
  failure: 'Approve failed',
  sendFailure: 'Approve failed',
} as const;
export const CLAIM_MESSAGES = {
  success: 'Claim successful! Tokens have been transferred to your wallet.',
  failure: 'Claim failed',
  sendFailure: 'Claim failed',
} as const;

/** The ERC-20 a sale is paid in, or the native placeholder for BNB. */
export function paymentTokenAddress(currency: number): string {
  if (isNativeCurrency(currency)) return NATIVE_TOKEN_ADDRESS;
  return (currency === 2 ? config.contracts.usd1 : config.contracts.usdt).toLowerCase();
}

export function approvePayment(args: {
  token: string;
  symbol: string;
  saleAddress: string;
  owner: string;
  amount: string;
}): AppThunk<Promise<TransactionOutcome>> {
  const { token, symbol, saleAddress, owner, amount } = args;
  return runTransaction({
    summary: `Approve ${symbol}`,
    send: async (signer) => {
      const { connect } = await loadChainClient();
      return connect.erc20(token, signer).approve(saleAddress, amount);
    },
    messages: APPROVE_MESSAGES,
    invalidate: {
      chain: [
        { type: 'Allowance', id: `${token.toLowerCase()}:${owner.toLowerCase()}:${saleAddress.toLowerCase()}` },
        { type: 'Allowance', id: token.toLowerCase() },
      ],
    },
  });
}

export function buyBond(args: {
  saleId: number;
  saleAddress: string;
  currency: number;
  buyer: string;
  quote: BondQuoteStruct;
  signature: string;
  summary: string;
}): AppThunk<Promise<TransactionOutcome>> {
  const { saleId, saleAddress, currency, buyer, quote, signature, summary } = args;
  const native = isNativeCurrency(currency);
  return runTransaction({
    summary,
    send: async (signer) => {
      const { connect } = await loadChainClient();
      return connect.bondSale(saleAddress, signer).buyWithQuote(quote, signature, {
        value: native ? quote.paymentAmount : 0n,
      });
    },
    messages: BUY_MESSAGES,
    invalidate: {
      chain: tagsAfterBuy(saleId, buyer, native ? null : paymentTokenAddress(currency)),
      product: [{ type: 'BondQuote', id: saleId }],
    },
  });
}

export function claimBond(args: {
  saleId: number;
  saleAddress: string;
  buyer: string;
  symbol: string;
}): AppThunk<Promise<TransactionOutcome>> {
  const { saleId, saleAddress, buyer, symbol } = args;
  return runTransaction({
    summary: `Claim ${symbol}`,
    send: async (signer) => {
      const { connect } = await loadChainClient();
      return connect.bondSale(saleAddress, signer).claim();
    },
    messages: CLAIM_MESSAGES,
    invalidate: { chain: tagsAfterClaim(saleId, buyer) },
  });
}
