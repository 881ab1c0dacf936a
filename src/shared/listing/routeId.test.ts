import { isListingId, listingIdOf } from './routeId';

describe('listing ids', () => {
  it('accepts positive decimal ids, beyond the safe integer range too', () => {
    expect(listingIdOf('7')).toBe('7');
    expect(listingIdOf('9007199254740993')).toBe('9007199254740993');
    expect(isListingId((2n ** 256n - 1n).toString())).toBe(true);
  });

  it('refuses what a route could carry but no listing has', () => {
    for (const bad of [undefined, '', '0', '07', '-1', '1.5', '1e3', 'abc', ' 1', (2n ** 256n).toString()]) {
      expect(listingIdOf(bad)).toBeNull();
    }
    expect(isListingId(7)).toBe(false);
  });
});
