import { quoteView, type QuoteRead } from './quoteView';

const SIX = '0x' + '6'.repeat(40);
const BNB = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const args = (amount: string) => ({ src: SIX, dst: BNB, amount, includeGas: true });
const read = (fields: Partial<QuoteRead>): QuoteRead => ({ isUninitialized: false, isError: false, isFetching: false, ...fields });

describe('quoteView', () => {
  it('reports a loading quote until the input has settled', () => {
    expect(quoteView(args('1000000'), null, read({ isUninitialized: true }))).toMatchObject({ quote: null, quoteLoading: true, quoteError: null });
    expect(quoteView(args('1000000'), args('1'), read({ data: { dstAmount: '5' } }))).toMatchObject({ quote: null, quoteLoading: true });
  });

  it('shows only the answer to the current request, and keeps it while it refreshes', () => {
    const answered = quoteView(args('1000000'), args('1000000'), read({ data: { dstAmount: '5' } }));
    expect(answered).toMatchObject({ dstAmount: '5', quoteLoading: false });
    expect(quoteView(args('1000000'), args('1000000'), read({ data: { dstAmount: '5' }, isFetching: true }))).toMatchObject({
      dstAmount: '5',
      quoteLoading: true,
    });
  });

  it("clears the quote with 'Failed to fetch quote', keeping the server's own words apart", () => {
    const failed = quoteView(args('1'), args('1'), read({ isError: true, error: { message: 'Insufficient liquidity: no route' } }));
    expect(failed).toEqual({
      quote: null,
      dstAmount: null,
      quoteLoading: false,
      quoteError: 'Failed to fetch quote',
      quoteErrorDetail: 'Insufficient liquidity: no route',
    });
  });

  it('shows nothing when there is nothing to quote', () => {
    expect(quoteView(null, null, read({ isUninitialized: true }))).toMatchObject({ quote: null, quoteLoading: false });
  });
});
