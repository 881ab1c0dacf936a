import { idOf, indexedIdsPageOf } from './indexedIdsApi';

describe('idOf', () => {
  it('reads a field of the item, or of a record inside it', () => {
    expect(idOf({ id: '7' }, 'id')).toBe('7');
    expect(idOf({ entry: { id: 12 }, id: 'outer' }, 'entry.id')).toBe('12');
  });
});

describe('indexedIdsPageOf', () => {
  const envelope = { nextCursor: null, indexedBlock: { number: 90, hash: '0xab', timestamp: 1_800_000_000 }, head: { number: 91 } };

  it("keeps each listing's logo and metadata flag from the record that names it", () => {
    const page = indexedIdsPageOf(
      {
        ...envelope,
        items: [
          { listing: { id: 4, logoUrl: '/logos/4.png', hasMetadata: true, home: '0x00000000000000000000000000000000000000A4', name: 'Four' }, position: { amount: '5' } },
          { listing: { id: 9, logoUrl: null } },
        ],
      },
      'listing.id',
    );
    expect(page.items).toEqual(['4', '9']);
    expect(page.displays).toEqual({
      '4': { logoUrl: '/logos/4.png', hasMetadata: true },
      '9': { logoUrl: null, hasMetadata: null },
    });
    expect(page.addressHints).toEqual({ '4': { home: '0x00000000000000000000000000000000000000A4' }, '9': {} });
  });

  it("keeps the answer's totals beside its page and nothing of the envelope", () => {
    const answer = { ...envelope, items: [], ownerTotals: { listings: 3, live: 1 } };
    const page = indexedIdsPageOf(answer, 'id');
    expect(page.aggregates).toEqual({ ownerTotals: { listings: 3, live: 1 } });
    expect(page.indexedBlock).toBe(90);
  });
});
