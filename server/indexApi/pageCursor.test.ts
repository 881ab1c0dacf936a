import { decodeCursor, encodeCursor, listScope, page } from './pageCursor';

describe('listScope', () => {
  it('names a list by its route and filters, whatever their order, and the same list alike every time', () => {
    const scope = listScope('sales', { status: 'live', sort: 'ending', q: undefined });
    expect(scope).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(listScope('sales', { sort: 'ending', q: undefined, status: 'live' })).toBe(scope);
    expect(listScope('sales', { status: 'live', sort: 'ending', q: undefined })).toBe(scope);
  });

  it('names another filter, value or route as another list', () => {
    const scope = listScope('sales', { status: 'live', sort: 'ending' });
    expect(listScope('sales', { status: 'finished', sort: 'ending' })).not.toBe(scope);
    expect(listScope('pools', { status: 'live', sort: 'ending' })).not.toBe(scope);
    expect(listScope('sales', { status: 'live', sort: 'ending', owner: '0x01' })).not.toBe(scope);
  });
});

describe('cursors', () => {
  const scope = listScope('bonds', { wallet: '0xabc', status: 'all' });

  it("give back the position a page stopped at, for that page's list only", () => {
    const cursor = encodeCursor(scope, { key: 1_700_000_000, id: 42 });
    expect(decodeCursor(scope, cursor)).toEqual({ key: 1_700_000_000, id: 42 });
    expect(() => decodeCursor(listScope('bonds', { wallet: '0xabc', status: 'open' }), cursor)).toThrow(/not a cursor of this list/);
    expect(() => decodeCursor(scope, 'not-a-cursor')).toThrow(/not a cursor of this list/);
    expect(decodeCursor(scope, undefined)).toBeUndefined();
  });

  it('end a page after `limit` rows, with a cursor only when more rows follow', () => {
    const positionOf = (row: number) => ({ key: row, id: row });
    expect(page([1, 2, 3], 2, scope, positionOf)).toEqual({ items: [1, 2], nextCursor: encodeCursor(scope, { key: 2, id: 2 }) });
    expect(page([1, 2], 2, scope, positionOf)).toEqual({ items: [1, 2], nextCursor: null });
  });
});
