import { formatAmount } from '../../shared/lib/amounts';
import { registerTransactionKinds, type TokenAmountInfo, type TransactionTexts } from '../../shared/tx/transactionInfo';

declare module '../../shared/tx/transactionInfo' {
  interface TransactionKinds {
    buy: { saleId: string; token: string; symbol: string; tokens: TokenAmountInfo; paymentRaw: string };
    claimBond: { saleId: string; symbol: string };
    createSale: { token: string; symbol: string };
    withdrawProceeds: { saleId: string; symbol: string };
    withdrawUnsold: { saleId: string; symbol: string; recipient: string };
    endSale: { saleId: string; symbol: string };
    emergencyWithdraw: { saleId: string; symbol: string; recipient: string };
    raiseMinPrice: { saleId: string; symbol: string };
  }
}

/** The bond section's transactions and their summaries (the pending toast and the recent list). */
export const bondTransactionTexts: TransactionTexts<
  'buy' | 'claimBond' | 'createSale' | 'withdrawProceeds' | 'withdrawUnsold' | 'endSale' | 'emergencyWithdraw' | 'raiseMinPrice'
> = {
  buy: (info) => `Buy ${formatAmount(info.tokens.raw, info.tokens.decimals, 6)} ${info.symbol}`,
  claimBond: (info) => `Claim ${info.symbol}`,
  createSale: (info) => `Create ${info.symbol} bond`,
  withdrawProceeds: (info) => `Withdraw ${info.symbol} bond proceeds`,
  withdrawUnsold: (info) => `Withdraw unsold ${info.symbol}`,
  endSale: (info) => `End ${info.symbol} bond early`,
  emergencyWithdraw: (info) => `Emergency withdraw ${info.symbol}`,
  raiseMinPrice: (info) => `Raise ${info.symbol} bond minimum price`,
};

// registered as soon as anything imports the kinds: the feature at start (stored transactions restore), its writes when they run
registerTransactionKinds(bondTransactionTexts);
