import { failureSentence } from './failureSentence';

describe('failureSentence', () => {
  it('says the lead once when the reason only repeats it', () => {
    expect(failureSentence('Failed to load bonds', 'Failed to load bonds')).toBe('Failed to load bonds.');
    expect(failureSentence('Failed to load your bonds.', 'Failed to load your bonds')).toBe('Failed to load your bonds.');
    expect(failureSentence('Failed to load pools. Please try again later.', 'Failed to load pools. Please try again later.')).toBe(
      'Failed to load pools. Please try again later.',
    );
  });

  it("says the lead alone when the reason is a shorter form of it (a list's own words over a read's fallback)", () => {
    expect(failureSentence('Failed to load your drops', 'Failed to load drops')).toBe('Failed to load your drops.');
  });

  it('adds a reason that says more', () => {
    expect(failureSentence('Failed to load bonds', 'The server cannot be reached right now. Check your connection.')).toBe(
      'Failed to load bonds. The server cannot be reached right now. Check your connection.',
    );
    expect(failureSentence('Failed to load the bond', 'Sale not found')).toBe('Failed to load the bond. Sale not found.');
  });

  it('keeps a reason that already starts with the lead', () => {
    expect(failureSentence('Failed to load the pool', 'Failed to load the pool: it does not exist')).toBe(
      'Failed to load the pool: it does not exist.',
    );
  });

  it('falls back to the lead alone', () => {
    expect(failureSentence('Failed to load your stakes', undefined)).toBe('Failed to load your stakes.');
    expect(failureSentence('Failed to load your stakes', '  ')).toBe('Failed to load your stakes.');
  });
});
