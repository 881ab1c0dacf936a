import '../bondTransactions';
import type { AppThunk } from '../../../shared/store/store';
import './bondContracts';
import { approveToken, runTransaction, type TransactionOutcome } from '../../../shared/tx';
import { isNativeCurrency, paymentTokenAddress } from '../lib/currency';
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

export function approvePayment(args: {
  token: string;
  symbol: string;
  saleAddress: string;
  owner: string;
  amount: string;
}): AppThunk<Promise<TransactionOutcome>> {
  const { token, symbol, saleAddress, owner, amount } = args;
  return approveToken({ token, spender: saleAddress, owner, symbol, amount: BigInt(amount), messages: APPROVE_MESSAGES });
}

export function buyBond(args: {
  saleId: string;
  saleAddress: string;
  currency: number;
  buyer: string;
  quote: BondQuoteStruct;
  signature: string;
  /** the sale's token, for the summary ('Buy 10 SALLY') */
  token: { address: string; symbol: string; decimals: number };
  /** names the send for the review modal that follows it */
  requestId?: string;
}): AppThunk<Promise<TransactionOutcome>> {
  const { saleId, saleAddress, currency, buyer, quote, signature, token, requestId } = args;
  const native = isNativeCurrency(currency);
  return runTransaction({
    requestId,
    info: {
      type: 'buy',
      saleId,
      token: token.address,
      symbol: token.symbol,
      tokens: { raw: quote.tokenAmount.toString(), decimals: token.decimals },
      paymentRaw: quote.paymentAmount.toString(),
    },
    send: (wallet) =>
      wallet.contracts.bondSale(saleAddress).buyWithQuote(quote, signature, { value: native ? BigInt(quote.paymentAmount) : 0n }),
    messages: BUY_MESSAGES,
    invalidate: {
      chain: tagsAfterBuy(saleId, buyer, native ? null : paymentTokenAddress(currency)),
      product: [{ type: 'BondQuote', id: saleId }],
    },
  });
}

export function claimBond(args: {
  saleId: string;
  saleAddress: string;
  buyer: string;
  symbol: string;
}): AppThunk<Promise<TransactionOutcome>> {
  const { saleId, saleAddress, buyer, symbol } = args;
  return runTransaction({
    info: { type: 'claimBond', saleId, symbol },
    send: (wallet) => wallet.contracts.bondSale(saleAddress).claim(),
    messages: CLAIM_MESSAGES,
    invalidate: { chain: tagsAfterClaim(saleId, buyer) },
  });
}
