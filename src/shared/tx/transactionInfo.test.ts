import { getAddress } from 'ethers';
import { checksumInfo, isTransactionInfo, matchesTransaction, transactionSummary, type TransactionInfo } from './transactionInfo';

const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const SALE = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const sally = (raw: string) => ({ raw, decimals: 18 });

describe('transactionSummary', () => {
  it.each<[TransactionInfo, string]>([
    [{ type: 'approve', token: TOKEN, spender: SALE, symbol: 'USDT' }, 'Approve USDT'],
    [{ type: 'approve', token: TOKEN, symbol: 'USDT', amount: { raw: '1500000000000000000', decimals: 18 } }, 'Approve 1.5 USDT'],
    [
      { type: 'swap', inputToken: TOKEN, outputToken: SALE, inputSymbol: 'USDT', outputSymbol: 'SALLY', input: sally('2500000000000000000000') },
      'Swap 2,500 USDT for SALLY',
    ],
    [{ type: 'buy', saleId: '3', token: TOKEN, symbol: 'SALLY', tokens: sally('10123456789000000000'), paymentRaw: '1' }, 'Buy 10.123456 SALLY'],
    [{ type: 'claimBond', saleId: '3', symbol: 'SALLY' }, 'Claim SALLY'],
    [{ type: 'createSale', token: TOKEN, symbol: 'SALLY' }, 'Create SALLY bond'],
    [{ type: 'withdrawProceeds', saleId: '3', symbol: 'SALLY' }, 'Withdraw SALLY bond proceeds'],
    [{ type: 'withdrawUnsold', saleId: '3', symbol: 'SALLY', recipient: SALE }, 'Withdraw unsold SALLY'],
    [{ type: 'endSale', saleId: '3', symbol: 'SALLY' }, 'End SALLY bond early'],
    [{ type: 'emergencyWithdraw', saleId: '3', symbol: 'SALLY', recipient: SALE }, 'Emergency withdraw SALLY'],
    [{ type: 'stake', poolId: '1', symbol: 'SALLY', amount: sally('10000000000000000000') }, 'Stake 10 SALLY'],
    [{ type: 'unstake', poolId: '1', symbol: 'SALLY' }, 'Unstake SALLY'],
    [{ type: 'claimRewards', poolId: '1', symbol: 'SALLY' }, 'Claim SALLY rewards'],
    [{ type: 'createPool', stakingToken: TOKEN, symbol: 'SALLY' }, 'Create SALLY staking pool'],
    [{ type: 'fundPool', poolId: '1', symbol: 'SALLY', amount: sally('100500000000000000000') }, 'Fund 100.5 SALLY rewards'],
    [{ type: 'setPoolApr', poolId: '1', symbol: 'SALLY', aprBps: '1200' }, 'Set SALLY pool APR'],
    [{ type: 'setPoolActive', poolId: '1', symbol: 'SALLY', active: true }, 'Activate SALLY pool'],
    [{ type: 'setPoolActive', poolId: '1', symbol: 'SALLY', active: false }, 'Deactivate SALLY pool'],
  ])('%j reads %s', (info, text) => {
    expect(transactionSummary(info)).toBe(text);
  });
});

describe('matchesTransaction', () => {
  const approve: TransactionInfo = { type: 'approve', token: getAddress(TOKEN), spender: getAddress(SALE), symbol: 'USDT' };

  it('matches on the fields named, addresses in any case', () => {
    expect(matchesTransaction(approve, { type: 'approve', token: TOKEN, spender: SALE })).toBe(true);
    expect(matchesTransaction(approve, { type: 'approve' })).toBe(true);
  });

  it('does not match another type, another id or another spender', () => {
    expect(matchesTransaction(approve, { type: 'approve', spender: TOKEN })).toBe(false);
    const buy: TransactionInfo = { type: 'buy', saleId: '3', token: TOKEN, symbol: 'S', tokens: sally('1'), paymentRaw: '1' };
    expect(matchesTransaction(buy, { type: 'claimBond', saleId: '3' })).toBe(false);
    expect(matchesTransaction(buy, { type: 'buy', saleId: '4' })).toBe(false);
    expect(matchesTransaction(buy, { type: 'buy', saleId: '3' })).toBe(true);
  });
});

describe('checksumInfo / isTransactionInfo', () => {
  it('checksums every address field and leaves the rest', () => {
    const info = checksumInfo({ type: 'withdrawUnsold', saleId: '3', symbol: 'SALLY', recipient: SALE }, getAddress);
    expect(info).toEqual({ type: 'withdrawUnsold', saleId: '3', symbol: 'SALLY', recipient: getAddress(SALE) });
  });

  it('accepts known types only (stored entries from another version are dropped)', () => {
    expect(isTransactionInfo({ type: 'stake', poolId: '1' })).toBe(true);
    expect(isTransactionInfo({ type: 'mint' })).toBe(false);
    expect(isTransactionInfo('stake')).toBe(false);
    expect(isTransactionInfo(null)).toBe(false);
  });
});
