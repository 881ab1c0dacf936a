import { getAddress } from 'ethers';
import {
  checksumInfo,
  isTransactionInfo,
  matchesTransaction,
  registerTransactionKinds,
  transactionSummary,
  type TransactionInfo,
} from './transactionInfo';

const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const SALE = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';

// a kind as a feature adds one (declaration merging for the type, a registered summary for the text)
declare module './transactionInfo' {
  interface TransactionKinds {
    testClaim: { listingId: string; symbol: string; recipient?: string };
  }
}
registerTransactionKinds({ testClaim: (info) => `Claim ${info.symbol} of #${info.listingId}` });

describe('transactionSummary', () => {
  it.each<[TransactionInfo, string]>([
    [{ type: 'approve', token: TOKEN, spender: SALE, symbol: 'USDT' }, 'Approve USDT'],
    [{ type: 'approve', token: TOKEN, spender: SALE, symbol: 'USDT', amount: { raw: '1500000000000000000', decimals: 18 } }, 'Approve 1.5 USDT'],
    [{ type: 'testClaim', listingId: '3', symbol: 'SALLY' }, 'Claim SALLY of #3'],
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
    const claim: TransactionInfo = { type: 'testClaim', listingId: '3', symbol: 'S' };
    expect(matchesTransaction(claim, { type: 'approve', token: TOKEN })).toBe(false);
    expect(matchesTransaction(claim, { type: 'testClaim', listingId: '4' })).toBe(false);
    expect(matchesTransaction(claim, { type: 'testClaim', listingId: '3' })).toBe(true);
  });
});

describe('checksumInfo / isTransactionInfo', () => {
  it('checksums every address field and leaves the rest', () => {
    const info = checksumInfo({ type: 'testClaim', listingId: '3', symbol: 'SALLY', recipient: SALE }, getAddress);
    expect(info).toEqual({ type: 'testClaim', listingId: '3', symbol: 'SALLY', recipient: getAddress(SALE) });
  });

  it('accepts registered kinds only (stored entries from another version are dropped)', () => {
    expect(isTransactionInfo({ type: 'testClaim', listingId: '1' })).toBe(true);
    expect(isTransactionInfo({ type: 'approve', token: TOKEN })).toBe(true);
    expect(isTransactionInfo({ type: 'mint' })).toBe(false);
    expect(isTransactionInfo('approve')).toBe(false);
    expect(isTransactionInfo(null)).toBe(false);
  });
});
