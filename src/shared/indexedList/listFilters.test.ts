import { filtersFromQuery, indexParamsOf, queryWithFilters, searchTermOf, showsExamples, type ListFilters } from './listFilters';

const SORTS = { sorts: ['ending', 'newest', 'apr'] as const, defaultSort: 'ending' as const };
const query = (text: string) => new URLSearchParams(text);
const defaults: ListFilters<'ending' | 'newest' | 'apr'> = { tab: 'live', sort: 'ending', q: '', mine: false };

describe('list filters in the URL', () => {
  it('reads an empty query as the defaults', () => {
    expect(filtersFromQuery(query(''), SORTS)).toEqual(defaults);
  });

  it('reads every filter back from the query it wrote', () => {
    const filters = { tab: 'finished', sort: 'apr', q: 'sal ly', mine: true } as const;
    const written = queryWithFilters(query(''), filters, SORTS);
    expect(written.toString()).toBe('tab=finished&sort=apr&q=sal+ly&mine=1');
    expect(filtersFromQuery(written, SORTS)).toEqual(filters);
  });

  it('leaves defaults out of the URL and keeps parameters it does not own', () => {
    expect(queryWithFilters(query('tab=finished&sort=newest&ref=x'), defaults, SORTS).toString()).toBe('ref=x');
  });

  it('reads values it does not know as the defaults, and cuts a search to what the index takes', () => {
    const filters = filtersFromQuery(query(`tab=soon&sort=discount&mine=yes&q=${'a'.repeat(80)}`), SORTS);
    expect(filters).toEqual({ tab: 'live', sort: 'ending', q: 'a'.repeat(64), mine: false });
  });
});

describe('what the index is asked', () => {
  it('sends the tab as the status and the sort, and a search only when it is not blank', () => {
    expect(indexParamsOf({ ...defaults, q: '   ' })).toEqual({ status: 'live', sort: 'ending' });
    expect(indexParamsOf({ ...defaults, tab: 'finished', sort: 'newest', q: '  Sally ' })).toEqual({ status: 'finished', sort: 'newest', q: 'Sally' });
  });

  it("names the wallet for 'only mine' under the route's parameter, and ignores it without a wallet", () => {
    const mine = { ...defaults, mine: true };
    expect(indexParamsOf(mine, { mineParam: 'stakedBy', account: '0xabc' })).toEqual({ status: 'live', sort: 'ending', stakedBy: '0xabc' });
    expect(indexParamsOf(mine, { mineParam: 'stakedBy', account: null })).toEqual({ status: 'live', sort: 'ending' });
  });

  it('trims searches', () => {
    expect(searchTermOf(' x ')).toBe('x');
    expect(searchTermOf('  ')).toBeNull();
  });
});

describe('showsExamples', () => {
  it('shows the examples only on the live tab with no search and no wallet filter', () => {
    expect(showsExamples(defaults)).toBe(true);
    expect(showsExamples({ ...defaults, tab: 'finished' })).toBe(false);
    expect(showsExamples({ ...defaults, q: 'sal' })).toBe(false);
    expect(showsExamples({ ...defaults, mine: true }, '0xabc')).toBe(false);
    expect(showsExamples({ ...defaults, mine: true }, null)).toBe(true);
  });
});
