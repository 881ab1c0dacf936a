import { fieldErrorLookup, HTTPS_URL_RULE_TEXT, isOptionalHttpsUrl, isTokenAddress, validateLogoFile, type LogoRule } from './formRules';

const rule: LogoRule = {
  acceptsType: (type) => type === 'image/png',
  maxBytes: 100,
  wrongTypeText: 'wrong type',
  tooLargeText: 'too large',
};

describe('isTokenAddress', () => {
  it('accepts 0x and forty hex digits, trimmed, in any case', () => {
    expect(isTokenAddress(' 0x' + 'aB'.repeat(20) + ' ')).toBe(true);
  });
  it('refuses other lengths and non-hex digits', () => {
    expect(isTokenAddress('0x' + 'a'.repeat(39))).toBe(false);
    expect(isTokenAddress('0x' + 'g'.repeat(40))).toBe(false);
    expect(isTokenAddress('a'.repeat(42))).toBe(false);
  });
});

describe('isOptionalHttpsUrl', () => {
  it('accepts empty and https URLs with a dotted host', () => {
    expect(isOptionalHttpsUrl('  ')).toBe(true);
    expect(isOptionalHttpsUrl('https://example.com/x')).toBe(true);
  });
  it('refuses http, other schemes, hosts without a dot and non-URLs', () => {
    expect(isOptionalHttpsUrl('http://example.com')).toBe(false);
    expect(isOptionalHttpsUrl('javascript:alert(1)')).toBe(false);
    expect(isOptionalHttpsUrl('https://localhost')).toBe(false);
    expect(isOptionalHttpsUrl('example.com')).toBe(false);
  });
});

describe('validateLogoFile', () => {
  it('applies the given rule: type first, then size (limit excluded)', () => {
    expect(validateLogoFile({ type: 'image/png', size: 99 }, rule)).toBeNull();
    expect(validateLogoFile({ type: 'image/png', size: 100 }, rule)).toBe('too large');
    expect(validateLogoFile({ type: 'image/gif', size: 1000 }, rule)).toBe('wrong type');
  });
});

describe('fieldErrorLookup', () => {
  const errors = [
    { field: 'token', message: 'first' },
    { field: 'token', message: 'second' },
    { field: 'amount', message: 'bad amount' },
  ] as const;

  it("names a field's first error once errors are shown", () => {
    const errorFor = fieldErrorLookup<string>(errors, true);
    expect(errorFor('token')).toBe('first');
    expect(errorFor('amount')).toBe('bad amount');
    expect(errorFor('logo')).toBeUndefined();
  });

  it('names nothing before the first submit', () => {
    expect(fieldErrorLookup<string>(errors, false)('token')).toBeUndefined();
  });
});

describe('HTTPS_URL_RULE_TEXT', () => {
  it('states the rule isOptionalHttpsUrl applies, in one sentence', () => {
    expect(HTTPS_URL_RULE_TEXT).toBe('Enter a valid URL starting with https://');
    expect(isOptionalHttpsUrl('http://a.example')).toBe(false);
  });
});
