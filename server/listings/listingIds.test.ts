/** @jest-environment node */
import { ApiError } from '../lib/errors';
import { LISTING_IDS_MESSAGE, listingIdsSchema, MAX_LISTING_IDS, parseListingIds } from './listingIds';

function refusal(raw: string | undefined): ApiError {
  try {
    parseListingIds(raw);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error(`${String(raw)} was accepted`);
}

const list = (count: number, from = 1) => Array.from({ length: count }, (_, i) => String(from + i)).join(',');

describe('parseListingIds', () => {
  it('reads the ids in request order', () => {
    expect(parseListingIds('3,1,2')).toEqual([3n, 1n, 2n]);
    expect(parseListingIds('7')).toEqual([7n]);
  });

  it('answers duplicates once, at their first place, whatever their leading zeros', () => {
    expect(parseListingIds('2,1,2,01,3,1')).toEqual([2n, 1n, 3n]);
  });

  it(`accepts ${MAX_LISTING_IDS} ids and ids of 12 digits, like the /sales/{id} routes`, () => {
    expect(parseListingIds(list(MAX_LISTING_IDS))).toHaveLength(MAX_LISTING_IDS);
    expect(parseListingIds('999999999999')).toEqual([999_999_999_999n]);
  });

  it(`counts ids before removing duplicates, so ${MAX_LISTING_IDS + 1} copies of one id are refused`, () => {
    expect(refusal(Array(MAX_LISTING_IDS + 1).fill('1').join(',')).statusCode).toBe(400);
  });

  it.each([
    ['no value', undefined],
    ['an empty value', ''],
    ['zero', '0'],
    ['zero among others', '1,00,2'],
    ['a sign', '-1'],
    ['a plus sign', '+1'],
    ['an empty id', '1,,2'],
    ['a trailing comma', '1,2,'],
    ['a leading comma', ',1'],
    ['spaces', '1, 2'],
    ['letters', 'abc'],
    ['a fraction', '1.5'],
    ['an exponent', '1e3'],
    ['hex', '0x10'],
    ['13 digits', '1234567890123'],
    ['100 digits', '9'.repeat(100)],
    [`${MAX_LISTING_IDS + 1} ids`, list(MAX_LISTING_IDS + 1)],
  ])('refuses %s with a 400 that says what is expected', (_label, raw) => {
    const error = refusal(raw);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(LISTING_IDS_MESSAGE);
  });

  it('has a schema pattern that accepts the same shapes (zero aside, which only the parser refuses)', () => {
    const pattern = new RegExp(listingIdsSchema('sale').pattern);
    expect(pattern.test(list(MAX_LISTING_IDS))).toBe(true);
    expect(pattern.test(list(MAX_LISTING_IDS + 1))).toBe(false);
    expect(pattern.test('1,,2')).toBe(false);
    expect(pattern.test('0')).toBe(true);
  });
});
