import { transactionSummary, type TransactionInfo } from '../../shared/tx/transactionInfo';
import './swapTransactions';

const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const SALE = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';

describe('the swap transaction’s summary', () => {
  it.each<[TransactionInfo, string]>([
    [
      { type: 'swap', inputToken: TOKEN, outputToken: SALE, inputSymbol: 'USDT', outputSymbol: 'SALLY', input: { raw: '2500000000000000000000', decimals: 18 } },
      'Swap 2,500 USDT for SALLY',
    ],
  ])('%j reads %s', (info, text) => {
    expect(transactionSummary(info)).toBe(text);
  });
});
