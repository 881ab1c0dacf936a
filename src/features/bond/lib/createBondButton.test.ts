import { createBondButtonEnabled, createBondButtonLabel, createBondButtonReason } from './createBondButton';

describe('the create-bond button', () => {
  it('disables the button while required fields are missing or a step runs', () => {
    expect(createBondButtonEnabled('check', false, false)).toBe(false);
    expect(createBondButtonEnabled('check', true, false)).toBe(true);
    expect(createBondButtonEnabled('approve', true, true)).toBe(false);
    expect(createBondButtonEnabled('approved', true, false)).toBe(true);
    expect(createBondButtonEnabled('metadata', false, false)).toBe(true);
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
