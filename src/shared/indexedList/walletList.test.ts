import { skipToken } from '@reduxjs/toolkit/query';
import type { IndexedList } from './useIndexedList';
import { walletListOptions, walletListReads } from './walletList';

const list = (source: IndexedList['source'], ids: string[] = []) => ({ source, ids, addressHints: { '7': { home: '0x00000000000000000000000000000000000000a7' } } }) as unknown as IndexedList;
const WALLET = '0x00000000000000000000000000000000000000b1';

describe("a wallet's list", () => {
  it("asks the index for the wallet's route, and nothing without a wallet", () => {
    expect(walletListOptions(WALLET, 'drops', { params: { status: 'all' }, idKey: 'drop.id' })).toMatchObject({ path: `/index/wallets/${WALLET}/drops`, skip: false });
    expect(walletListOptions(null, 'drops', { params: {}, idKey: 'id' }).skip).toBe(true);
  });

  it("reads the index's ids with their hints once it answered, scans while it cannot, and skips otherwise", () => {
    expect(walletListReads(WALLET, list('index', ['7']))).toEqual({ byIds: { user: WALLET, ids: ['7'], hints: list('index').addressHints }, scan: skipToken });
    expect(walletListReads(WALLET, list('index', []))).toEqual({ byIds: skipToken, scan: skipToken });
    expect(walletListReads(WALLET, list('chain'))).toEqual({ byIds: skipToken, scan: WALLET });
    expect(walletListReads(null, list('pending'))).toEqual({ byIds: skipToken, scan: skipToken });
  });
});
