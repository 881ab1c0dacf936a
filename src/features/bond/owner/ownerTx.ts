import '../bondTransactions';
import type { AppThunk } from '../../../shared/store/store';
import '../api/bondContracts';
import { runTransaction, type TransactionOutcome } from '../../../shared/tx';
import { OWNER_TEXTS } from '../lib/ownerRules';

/**
 * The project owner's writes, sent to the SALE directly (ARCHITECTURE.md, contracts):
 * `withdrawProceeds()`, `withdrawUnsoldTokens(recipient)`, `endEarly()`,
 * `emergencyWithdraw(recipient)`, `raiseMinPrice(newMinPrice)`. All through runTransaction; TypeChain loads on demand.
 */

export interface OwnerTxArgs {
  saleId: string;
  saleAddress: string;
  owner: string;
  symbol: string;
}

const lower = (a: string) => a.toLowerCase();

/** A sale's own figures, the lists it appears in, the owner's sales and the recipient's balance. */
export function tagsAfterOwnerTx(saleId: string, owner: string, recipient?: string) {
  return [
    { type: 'Sale' as const, id: saleId },
    { type: 'Sale' as const, id: 'LIST' },
    { type: 'SaleOwner' as const, id: lower(owner) },
    ...(recipient ? [{ type: 'Balance' as const, id: lower(recipient) }] : []),
  ];
}

export function withdrawProceeds({ saleId, saleAddress, owner, symbol }: OwnerTxArgs): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    info: { type: 'withdrawProceeds', saleId, symbol },
    send: (wallet) => wallet.contracts.bondSale(saleAddress).withdrawProceeds(owner),
    messages: { success: OWNER_TEXTS.proceedsSuccess, failure: OWNER_TEXTS.proceedsFailure, sendFailure: OWNER_TEXTS.proceedsFailure },
    invalidate: { chain: tagsAfterOwnerTx(saleId, owner) },
  });
}

export function withdrawUnsoldTokens(args: OwnerTxArgs & { recipient: string }): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    info: { type: 'withdrawUnsold', saleId: args.saleId, symbol: args.symbol, recipient: args.recipient },
    send: (wallet) => wallet.contracts.bondSale(args.saleAddress).withdrawUnsoldTokens(args.recipient),
    messages: { success: OWNER_TEXTS.unsoldSuccess, failure: OWNER_TEXTS.unsoldFailure, sendFailure: OWNER_TEXTS.unsoldFailure },
    invalidate: { chain: tagsAfterOwnerTx(args.saleId, args.owner, args.recipient) },
  });
}

export function endSaleEarly({ saleId, saleAddress, owner, symbol }: OwnerTxArgs): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    info: { type: 'endSale', saleId, symbol },
    send: (wallet) => wallet.contracts.bondSale(saleAddress).endEarly(),
    messages: { success: OWNER_TEXTS.endEarlySuccess, failure: OWNER_TEXTS.endEarlyFailure, sendFailure: OWNER_TEXTS.endEarlyFailure },
    invalidate: { chain: tagsAfterOwnerTx(saleId, owner) },
  });
}

export function emergencyWithdraw(args: OwnerTxArgs & { recipient: string }): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    info: { type: 'emergencyWithdraw', saleId: args.saleId, symbol: args.symbol, recipient: args.recipient },
    send: (wallet) => wallet.contracts.bondSale(args.saleAddress).emergencyWithdraw(args.recipient),
    messages: {
      success: OWNER_TEXTS.emergencySuccess,
      failure: OWNER_TEXTS.emergencyFailure,
      sendFailure: OWNER_TEXTS.emergencyFailure,
    },
    invalidate: { chain: tagsAfterOwnerTx(args.saleId, args.owner, args.recipient) },
  });
}

export function raiseMinPrice(args: OwnerTxArgs & { price: bigint }): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction({
    info: { type: 'raiseMinPrice', saleId: args.saleId, symbol: args.symbol },
    send: (wallet) => wallet.contracts.bondSale(args.saleAddress).raiseMinPrice(args.price),
    messages: {
      success: OWNER_TEXTS.raiseMinPriceSuccess,
      failure: OWNER_TEXTS.raiseMinPriceFailure,
      sendFailure: OWNER_TEXTS.raiseMinPriceFailure,
    },
    invalidate: { chain: tagsAfterOwnerTx(args.saleId, args.owner) },
  });
}
