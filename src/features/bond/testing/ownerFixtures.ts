import { http, HttpResponse } from 'msw';
import { indexAnswer } from '../../../shared/testing/indexAnswer';
import { API, chain, fakeChainClient, saleIndex } from './bondFixtures';

/**
 * The owner side's additions to the bond fake chain client (`bondFixtures`): the factory's owner index and
 * creation fee, and the sale's money reads. Every sale of the base fixture is owned by OWNER.
 */
export const OWNER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

export const ownerChain = {
  /** owner (lowercase) → sale ids */
  saleIds: {} as Record<string, number[]>,
  /** sale address (lowercase) → money figures */
  finance: {} as Record<string, { totalProceeds: bigint; totalClaimed: bigint; tokenBalance: bigint }>,
  /** wei; null = the read fails */
  creationFee: 2_000_000_000_000_000n as bigint | null,
  /** getOwnerSaleIdsInRange fails with this message */
  ownerIdsError: null as string | null,
  reset() {
    this.saleIds = {};
    this.finance = {};
    this.creationFee = 2_000_000_000_000_000n;
    this.ownerIdsError = null;
  },
};

const tick = () => Promise.resolve();

export const ownerChainClient = {
  ...fakeChainClient,
  contracts: {
    ...fakeChainClient.contracts,
    bondFactory: () => ({
      ...fakeChainClient.contracts.bondFactory(),
      getOwnerSaleIdsInRange: async (owner: string, from: number, to: number) => {
        await tick();
        if (ownerChain.ownerIdsError) throw new Error(ownerChain.ownerIdsError);
        return (ownerChain.saleIds[owner.toLowerCase()] ?? []).filter((id) => id > from && id <= to).map(BigInt);
      },
      saleCreationFee: async () => {
        await tick();
        if (ownerChain.creationFee === null) throw new Error('execution reverted');
        return ownerChain.creationFee;
      },
    }),
    bondSale: (address: string) => ({
      ...fakeChainClient.contracts.bondSale(address),
      totalProceeds: async () => ownerChain.finance[address.toLowerCase()]?.totalProceeds ?? 0n,
      // What the contract's unsoldTokens() returns for these figures: the owner's part (hard cap − sold) while
      // the sale still holds it, 0 once withdrawn (the balance is then only what buyers are owed).
      unsoldTokens: async () => {
        const figures = ownerChain.finance[address.toLowerCase()];
        const sale = chain.sales.find((s) => s.address.toLowerCase() === address.toLowerCase());
        if (!figures || !sale) return 0n;
        const owed = BigInt(sale.sold) - figures.totalClaimed;
        return figures.tokenBalance > owed ? BigInt(sale.hardCap) - BigInt(sale.sold) : 0n;
      },
    }),
    erc20: (address: string) => ({
      ...fakeChainClient.contracts.erc20(address),
      balanceOf: async (owner: string) => {
        await tick();
        const sale = ownerChain.finance[owner.toLowerCase()];
        if (sale && chain.sales.some((s) => s.address.toLowerCase() === owner.toLowerCase() && s.token === address.toLowerCase())) {
          return sale.tokenBalance;
        }
        return BigInt((await fakeChainClient.readBalance(address, owner)) ?? '0');
      },
    }),
  },
};

/**
 * `GET /index/sales?owner=` over the fake chain: the owner's sales newest first, with the counts
 * over all of them. A request without `owner` falls through to the market's handler.
 */
export const ownerSaleIndexHandler = http.get(`${API}/index/sales`, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const owner = query.get('owner')?.toLowerCase();
  if (!owner) return undefined;
  const ids = [...(ownerChain.saleIds[owner] ?? [])].sort((a, b) => b - a);
  const now = Math.floor(Date.now() / 1000);
  const sales = ids.map((id) => chain.sales[id - 1]);
  const live = sales.filter((s) => !s.endedEarly && now < s.endTime && s.sold < s.hardCap).length;
  const from = Number(query.get('cursor') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  const items = ids.slice(from, from + limit).map((id) => ({ saleId: String(id), logoUrl: saleIndex.logos[id] ?? null }));
  return HttpResponse.json({
    ...indexAnswer(items, { indexedBlock: 100, nextCursor: from + limit < ids.length ? String(from + limit) : null }),
    ownerTotals: { listings: ids.length, live, participants: sales.reduce((sum, s) => sum + (s.buyers ?? 0), 0) },
  });
});
