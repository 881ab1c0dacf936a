import { transactionSummary, type TransactionInfo } from '../../shared/tx/transactionInfo';
import './bondTransactions';

const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const SALE = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const sally = (raw: string) => ({ raw, decimals: 18 });

describe('the bond transactions’ summaries', () => {
  it.each<[TransactionInfo, string]>([
    [{ type: 'buy', saleId: '3', token: TOKEN, symbol: 'SALLY', tokens: sally('10123456789000000000'), paymentRaw: '1' }, 'Buy 10.123456 SALLY'],
    [{ type: 'claimBond', saleId: '3', symbol: 'SALLY' }, 'Claim SALLY'],
    [{ type: 'createSale', token: TOKEN, symbol: 'SALLY' }, 'Create SALLY bond'],
    [{ type: 'withdrawProceeds', saleId: '3', symbol: 'SALLY' }, 'Withdraw SALLY bond proceeds'],
    [{ type: 'withdrawUnsold', saleId: '3', symbol: 'SALLY', recipient: SALE }, 'Withdraw unsold SALLY'],
    [{ type: 'endSale', saleId: '3', symbol: 'SALLY' }, 'End SALLY bond early'],
    [{ type: 'emergencyWithdraw', saleId: '3', symbol: 'SALLY', recipient: SALE }, 'Emergency withdraw SALLY'],
  ])('%j reads %s', (info, text) => {
    expect(transactionSummary(info)).toBe(text);
  });
});
