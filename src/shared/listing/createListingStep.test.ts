import { createListingStep } from './createListingStep';

const E18 = 10n ** 18n;
const ready = { pendingId: null, ready: true, amountRaw: 1000n * E18, allowance: '0' };

describe('createListingStep', () => {
  it('stays in check while the form is not ready', () => {
    expect(createListingStep({ ...ready, ready: false })).toBe('check');
  });
  it('stays in check until the amount and the allowance are read', () => {
    expect(createListingStep({ ...ready, amountRaw: null })).toBe('check');
    expect(createListingStep({ ...ready, allowance: undefined })).toBe('check');
  });
  it('asks for approval while the allowance is below the amount, by one base unit too', () => {
    expect(createListingStep(ready)).toBe('approve');
    expect(createListingStep({ ...ready, allowance: (1000n * E18 - 1n).toString() })).toBe('approve');
  });
  it('is approved once the allowance covers the amount in the token decimals', () => {
    expect(createListingStep({ ...ready, allowance: (1000n * E18).toString() })).toBe('approved');
    expect(createListingStep({ ...ready, allowance: (2n ** 256n - 1n).toString() })).toBe('approved');
    // 1000 tokens of a 6-decimals token need 1000 × 10^6, not 10^18
    expect(createListingStep({ ...ready, amountRaw: 1000n * 10n ** 6n, allowance: '1000000000' })).toBe('approved');
  });
  it('after creation only offers the metadata retry, whatever the form and the reads say', () => {
    expect(createListingStep({ ...ready, pendingId: '7' })).toBe('metadata');
    expect(createListingStep({ ...ready, pendingId: '7', ready: false, allowance: undefined })).toBe('metadata');
  });
});
