import { readIdsInPages, scanOf } from './pagedIds';

describe('readIdsInPages', () => {
  it('covers every index once, in pages, a bounded number of pages at a time, and keeps the ids in order', async () => {
    const asked: [number, number][] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const ids = await readIdsInPages(
      23,
      async (from, to) => {
        asked.push([from, to]);
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        // every third listing matches; ids are 1-based
        return Array.from({ length: to - from }, (_, i) => from + i)
          .filter((index) => index % 3 === 0)
          .map((index) => BigInt(index + 1));
      },
      { pageSize: 5, pagesPerRound: 2 },
    );
    expect(asked).toEqual([[0, 5], [5, 10], [10, 15], [15, 20], [20, 23]]);
    expect(mostInFlight).toBe(2);
    expect(ids).toEqual(['1', '4', '7', '10', '13', '16', '19', '22']);
  });

  it('asks nothing when there are no listings', async () => {
    const readPage = jest.fn();
    await expect(readIdsInPages(0, readPage, { pageSize: 5, pagesPerRound: 2 })).resolves.toEqual([]);
    expect(readPage).not.toHaveBeenCalled();
  });
});

describe('scanOf', () => {
  it('sizes pages by the gas a view spends per listing', () => {
    expect(scanOf(8_000)).toEqual({ pageSize: 500, pagesPerRound: 2 });
    expect(scanOf(17_000)).toEqual({ pageSize: 235, pagesPerRound: 2 });
    expect(scanOf(10_000_000).pageSize).toBe(1);
  });
});
