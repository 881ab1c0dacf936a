import { readFailure, type ReadState } from './readFailure';

const read = (state: Partial<ReadState>): ReadState => ({ isError: false, isFetching: false, refetch: jest.fn(), ...state });

describe('readFailure', () => {
  it('is null while every read has a value or is still loading', () => {
    expect(readFailure([{ lead: 'Failed to read balance', read: read({ data: '5' }) }, { lead: 'Failed to load your stake', read: read({}) }])).toBeNull();
  });

  it('keeps a value read earlier: a failed refetch with data is no failure', () => {
    expect(readFailure([{ lead: 'Failed to read balance', read: read({ isError: true, data: '5', error: { message: 'x' } }) }])).toBeNull();
  });

  it("says the first failure once, with the contract's reason after the lead", () => {
    const failure = readFailure([
      { lead: 'Failed to read balance', read: read({ data: '5' }) },
      { lead: 'Failed to load your stake', read: read({ isError: true, error: { message: 'Failed to load your stake' } }) },
      { lead: 'Failed to fetch allowance', read: read({ isError: true, error: { message: 'The pool is paused' } }) },
    ]);
    expect(failure?.sentence).toBe('Failed to load your stake.');
    expect(readFailure([{ lead: 'Failed to fetch allowance', read: read({ isError: true, error: { message: 'The pool is paused' } }) }])?.sentence).toBe(
      'Failed to fetch allowance. The pool is paused.',
    );
  });

  it('retries every failed read, and is retrying while any of them runs', () => {
    const balance = read({ isError: true, isFetching: true });
    const stake = read({ isError: true });
    const fine = read({ data: '1' });
    const failure = readFailure([
      { lead: 'Failed to read balance', read: balance },
      { lead: 'Failed to load your stake', read: stake },
      { lead: 'Failed to fetch allowance', read: fine },
    ])!;
    expect(failure.retrying).toBe(true);
    failure.retry();
    expect(balance.refetch).toHaveBeenCalledTimes(1);
    expect(stake.refetch).toHaveBeenCalledTimes(1);
    expect(fine.refetch).not.toHaveBeenCalled();
  });
});
