import fc from 'fast-check';
import { pageOf } from './pageOf';

describe('pageOf', () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it('draws one page of the list, the last one short', () => {
    expect(pageOf(items, 1, 10)).toEqual({ visible: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], page: 1, pages: 3 });
    expect(pageOf(items, 3, 10)).toEqual({ visible: [21, 22, 23, 24, 25], page: 3, pages: 3 });
  });

  it('keeps a page past the end on the last page, and an empty list on one empty page', () => {
    expect(pageOf(items, 9, 10).page).toBe(3);
    expect(pageOf(items, 0, 10).page).toBe(1);
    expect(pageOf([], 2, 10)).toEqual({ visible: [], page: 1, pages: 1 });
  });

  it('never draws more than a page, and its pages together are the list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 30 }), (list, size) => {
        const { pages } = pageOf(list, 1, size);
        const drawn = Array.from({ length: pages }, (_, i) => pageOf(list, i + 1, size).visible);
        expect(drawn.every((page) => page.length <= size)).toBe(true);
        expect(drawn.flat()).toEqual(list);
      }),
    );
  });
});
