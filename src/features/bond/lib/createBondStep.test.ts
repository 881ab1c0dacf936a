import { createBondButtonEnabled, createBondButtonLabel, createBondButtonReason, createBondStep } from './createBondStep';

const E18 = 10n ** 18n;
const ready = { pendingSaleId: null, requiredFilled: true, formValid: true, maxTokensRaw: 1000n * E18, allowance: '0' };

describe('create-bond step machine', () => {
  it('stays in check while the form is incomplete or invalid', () => {
    expect(createBondStep({ ...ready, formValid: false })).toBe('check');
    expect(createBondStep({ ...ready, requiredFilled: false })).toBe('check');
  });
  it('disables the button while required fields are missing or a step runs', () => {
    expect(createBondButtonEnabled('check', false, false)).toBe(false);
    expect(createBondButtonEnabled('check', true, false)).toBe(true);
    expect(createBondButtonEnabled('approve', true, true)).toBe(false);
    expect(createBondButtonEnabled('approved', true, false)).toBe(true);
    expect(createBondButtonEnabled('metadata', false, false)).toBe(true);
  });
  it('stays in check until the token decimals and the allowance are read', () => {
    expect(createBondStep({ ...ready, maxTokensRaw: null })).toBe('check');
    expect(createBondStep({ ...ready, allowance: undefined })).toBe('check');
  });
  it('asks for approval while the allowance is below maxTokens', () => {
    expect(createBondStep(ready)).toBe('approve');
    expect(createBondStep({ ...ready, allowance: (1000n * E18 - 1n).toString() })).toBe('approve');
  });
  it('is approved once the allowance covers maxTokens in the token decimals', () => {
    expect(createBondStep({ ...ready, allowance: (1000n * E18).toString() })).toBe('approved');
    expect(createBondStep({ ...ready, allowance: (2n ** 256n - 1n).toString() })).toBe('approved');
    // 1000 tokens of a 6-decimals token need 1000 × 10^6, not 10^18
    expect(createBondStep({ ...ready, maxTokensRaw: 1000n * 10n ** 6n, allowance: '1000000000' })).toBe('approved');
  });
  it('after creation only offers the metadata retry, whatever the form says', () => {
    expect(createBondStep({ ...ready, pendingSaleId: '7' })).toBe('metadata');
    expect(createBondStep({ ...ready, pendingSaleId: '7', formValid: false, allowance: undefined })).toBe('metadata');
  });
  it('labels the button per step', () => {
    expect(createBondButtonLabel('check', null)).toBe('Create Bond');
    expect(createBondButtonLabel('approve', 'SALLY')).toBe('Approve SALLY');
    expect(createBondButtonLabel('approved', 'SALLY')).toBe('Create Bond');
    expect(createBondButtonLabel('metadata', 'SALLY')).toBe('Save metadata');
  });
  it('says why the button is disabled: the first missing field, the wrong signer, or the reads it waits for', () => {
    const base = { step: 'check' as const, requiredFilled: false, busy: false, missingPrompt: 'Enter a description', reading: false, wrongSigner: false };
    expect(createBondButtonReason(base)).toBe('Enter a description');
    expect(createBondButtonReason({ ...base, requiredFilled: true, missingPrompt: null, reading: true })).toBe('Reading the token and its allowance…');
    // complete but invalid: the button is enabled and pressing it names the problem
    expect(createBondButtonReason({ ...base, requiredFilled: true, missingPrompt: null })).toBeNull();
    expect(createBondButtonReason({ ...base, step: 'metadata', wrongSigner: true })).toBe('Connect the creator wallet to sign the metadata');
    expect(createBondButtonReason({ ...base, step: 'metadata' })).toBeNull();
    expect(createBondButtonReason({ ...base, step: 'approve', requiredFilled: true })).toBeNull();
    // while a step runs, the label says what runs
    expect(createBondButtonReason({ ...base, busy: true })).toBeNull();
  });
});
