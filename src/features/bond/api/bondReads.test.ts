import type { ChainReader } from '../../../shared/chain/loadChainClient';
import { readSale, readSalesByIds, readSalesPage, readUserBonds, readUserBondsByIds, readUserSaleIds } from './bondReads';

/**
 * A fake chain client that behaves like the Multicall3 batcher: every call made in the same tick
 * is answered together in the next macrotask, and each such flush counts as one round trip.
 */
function fakeClient(state: {
  sales: Array<{ address: string; token: string; sold: bigint; cap: bigint; ended?: boolean }>;
  userSales?: Record<string, number[]>;
  badTokens?: string[];
}) {
  const rounds: string[][] = [];
  let pending: Array<() => void> | null = null;
  function call<T>(name: string, answer: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (!pending) {
        pending = [];
        rounds.push([]);
        setTimeout(() => {
          const run = pending!;
          pending = null;
          run.forEach((fn) => fn());
        }, 0);
      }
      rounds[rounds.length - 1].push(name);
      pending.push(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error);
        }
      });
    });
  }
  const record = (i: number) => {
    const s = state.sales[i];
    if (!s) throw new Error('index out of range');
    return {
      saleId: BigInt(i + 1),
      saleAddress: s.address,
      token: s.token,
      currency: 1n,
      hardCap: s.cap,
      soldTokens: s.sold,
      discount: 500n,
      startTime: 100n,
      endTime: 200n,
      vestingDuration: 50n,
      buyersCount: 2n,
      endedEarly: false,
      projectOwner: '0xOWNER',
      minPricePerToken: 7n,
      maxPerBuyer: 0n,
      maxPerQuote: 9n,
      hourlyBudget: 10n,
      hourlyBudgetLeft: 4n,
    };
  };
  const bondFactory = () => ({
    totalSales: () => call('totalSales', () => BigInt(state.sales.length)),
    getSalesInRange: (from: number, to: number) =>
      call('getSalesInRange', () => state.sales.slice(from, to).map((_, k) => record(from + k))),
    getSaleByIndex: (i: bigint | number) => call('getSaleByIndex', () => record(Number(i))),
    getUserSaleIdsInRange: (user: string, from: number, to: number) =>
      call('getUserSaleIdsInRange', () => (state.userSales?.[user] ?? []).filter((id) => id > from && id <= to).map(BigInt)),
    getUserSaleInfo: (_user: string, id: bigint | string) => call('getUserSaleInfo', () => ({ purchased: BigInt(id) * 10n, claimable: 1n })),
  });
  const bondSale = (address: string) => ({
    hasEnded: () => call('hasEnded', () => Boolean(state.sales.find((s) => s.address === address)?.ended)),
    proceedsWithdrawn: () => call('proceedsWithdrawn', () => false),
    getBuyerInfo: () => call('getBuyerInfo', () => [10n, 3n, 2n]),
  });
  const erc20 = (address: string) => {
    const bad = state.badTokens?.includes(address);
    const read = <T,>(name: string, value: T) =>
      call(name, () => {
        if (bad) throw new Error('call revert exception');
        return value;
      });
    return { name: () => read('name', `Token ${address}`), symbol: () => read('symbol', 'TKN'), decimals: () => read('decimals', 18n) };
  };
  const multicall3 = () => ({ getCurrentBlockTimestamp: () => call('getCurrentBlockTimestamp', () => 1_800_000_000n) });
  const client = { contracts: { bondFactory, bondSale, erc20, multicall3 } } as unknown as ChainReader;
  return { client, rounds };
}

const sales = [
  { address: '0xS1', token: '0xT1', sold: 25n, cap: 100n },
  { address: '0xS2', token: '0xT2', sold: 0n, cap: 100n, ended: true },
  { address: '0xS3', token: '0xT3', sold: 100n, cap: 100n },
];

describe('bond reads', () => {
  it('reads a page of sales in two batched rounds, never one call per row', async () => {
    const { client, rounds } = fakeClient({ sales });
    const page = await readSalesPage(client, 0, 100);
    expect(rounds).toHaveLength(2);
    expect(rounds[0].sort()).toEqual(['getSalesInRange', 'totalSales']);
    expect(rounds[1]).toHaveLength(sales.length * 5);
    expect(page.total).toBe(3);
    expect(page.sales.map((s) => s.saleId)).toEqual(['1', '2', '3']);
    expect(page.sales[1].hasEnded).toBe(true);
    expect(page.sales[0]).toMatchObject({ soldTokens: '25', hardCap: '100', tokenSymbol: 'TKN', tokenDecimals: 18, saleAddress: '0xS1' });
  });

  it('keeps a row whose token does not answer, with unknown token details', async () => {
    const { client } = fakeClient({ sales, badTokens: ['0xT2'] });
    const page = await readSalesPage(client, 0, 100);
    expect(page.sales[1]).toMatchObject({ tokenName: null, tokenSymbol: null, tokenDecimals: null });
    expect(page.sales[0].tokenSymbol).toBe('TKN');
  });

  it('reads one sale by id, and null for an unknown id', async () => {
    const { client } = fakeClient({ sales });
    expect((await readSale(client, '2'))?.saleAddress).toBe('0xS2');
    expect(await readSale(client, '4')).toBeNull();
    expect(await readSale(client, '0')).toBeNull();
  });

  it("reads the user's bonds with one round for all their rows", async () => {
    const { client, rounds } = fakeClient({ sales, userSales: { '0xU': [1, 3] } });
    const bonds = await readUserBonds(client, '0xU');
    // the count, the sales scanned a page at a time (one page here), then the rows
    expect(rounds.slice(0, 2)).toEqual([['totalSales'], ['getUserSaleIdsInRange']]);
    expect(rounds).toHaveLength(4);
    expect(rounds[2].filter((n) => n === 'getSaleByIndex')).toHaveLength(2);
    expect(bonds.map((b) => b.sale.saleId)).toEqual(['1', '3']);
    expect(bonds[1]).toMatchObject({ purchased: '30', buyer: { amount: '10', claimed: '3', claimable: '2' } });
    expect(bonds[0].sale).toMatchObject({ hourlyBudget: '10', hourlyBudgetLeft: '4' });
  });

  it('returns no bonds without reading sales when the user bought none', async () => {
    const { client, rounds } = fakeClient({ sales });
    expect(await readUserBonds(client, '0xNobody')).toEqual([]);
    expect(rounds).toHaveLength(2);
  });

  it("reads sales by id in one round when the index names their addresses, with the chain's time", async () => {
    const { client, rounds } = fakeClient({ sales });
    const hints = { '3': { saleAddress: '0xS3', token: '0xT3' }, '1': { saleAddress: '0xS1', token: '0xT1' } };
    const read = await readSalesByIds(client, ['3', '1'], hints);
    expect(rounds).toHaveLength(1);
    expect(read.readAt).toBe(1_800_000_000);
    expect(read.sales.map((s) => [s.saleId, s.soldTokens, s.tokenName])).toEqual([
      ['3', '100', 'Token 0xT3'],
      ['1', '25', 'Token 0xT1'],
    ]);
  });

  it("reads a sale again from the chain's record when the index's addresses are wrong", async () => {
    const { client, rounds } = fakeClient({ sales });
    // a corrupted index: sale 2 said to live at sale 1's address with sale 1's token
    const read = await readSalesByIds(client, ['2'], { '2': { saleAddress: '0xS1', token: '0xT1' } });
    expect(rounds).toHaveLength(2);
    expect(read.sales[0]).toMatchObject({ saleId: '2', saleAddress: '0xS2', tokenName: 'Token 0xT2', hasEnded: true });
  });

  it("reads the wallet's bonds by id in one round with the index's addresses, two without", async () => {
    const hinted = fakeClient({ sales });
    const read = await readUserBondsByIds(hinted.client, '0xU', ['3'], { '3': { saleAddress: '0xS3', token: '0xT3' } });
    expect(hinted.rounds).toHaveLength(1);
    expect(read.bonds[0]).toMatchObject({ purchased: '30', buyer: { amount: '10', claimed: '3', claimable: '2' }, sale: { saleId: '3' } });
    const plain = fakeClient({ sales });
    expect((await readUserBondsByIds(plain.client, '0xU', ['3'])).bonds).toEqual(read.bonds);
    expect(plain.rounds).toHaveLength(2);
  });

  it('scans many sales in pages of bounded size, a few pages per round', async () => {
    const many = Array.from({ length: 1234 }, (_, i) => ({ address: `0xS${i}`, token: '0xT', sold: 0n, cap: 100n }));
    const { client, rounds } = fakeClient({ sales: many, userSales: { '0xU': [2, 700, 1234] } });
    expect(await readUserSaleIds(client, '0xU')).toEqual(['2', '700', '1234']);
    const scans = rounds.slice(1).map((round) => round.length);
    // 1234 sales in pages of 421 (4M gas / 9.5k per sale): 3 pages, at most 2 per round
    expect(scans).toEqual([2, 1]);
  });
});
