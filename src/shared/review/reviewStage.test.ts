import { failureReason, needsTypedConfirm, reviewStage, typedConfirmAccepted } from './reviewStage';

const hash = `0x${'ab'.repeat(32)}`;

describe('reviewStage', () => {
  it('is the review until the user confirms, then the wallet until the store hears of the send', () => {
    expect(reviewStage(null, undefined, false)).toBe('review');
    expect(reviewStage(null, undefined, true)).toBe('wallet');
    expect(reviewStage({ stage: 'wallet' }, undefined, true)).toBe('wallet');
  });

  it('follows the tracked transaction: pending, confirmed → done, failed', () => {
    expect(reviewStage({ stage: 'pending', hash }, undefined, true)).toBe('pending');
    expect(reviewStage({ stage: 'confirmed', hash }, undefined, true)).toBe('done');
    expect(reviewStage({ stage: 'failed', hash }, { status: 'failed', hash, error: 'Purchase failed' }, true)).toBe('failed');
  });

  it('a rejection returns to the review; a send that failed before a hash is failed with its reason', () => {
    expect(reviewStage(null, { status: 'rejected' }, true)).toBe('review');
    const outcome = { status: 'failed' as const, error: 'Quote has expired' };
    expect(reviewStage(null, outcome, true)).toBe('failed');
    expect(failureReason(outcome)).toBe('Quote has expired');
    expect(reviewStage(null, null, true)).toBe('failed');
    expect(failureReason(null)).toBe('Transaction failed');
  });
});

describe("typing 'confirm' above 15 % price impact", () => {
  it('is needed only above 15 %', () => {
    expect(needsTypedConfirm(15)).toBe(false);
    expect(needsTypedConfirm(15.01)).toBe(true);
    expect(needsTypedConfirm(null)).toBe(false);
    expect(needsTypedConfirm(undefined)).toBe(false);
  });

  it("accepts only the word 'confirm' (any case, outer spaces ignored)", () => {
    expect(typedConfirmAccepted('confirm')).toBe(true);
    expect(typedConfirmAccepted(' Confirm ')).toBe(true);
    expect(typedConfirmAccepted('confir')).toBe(false);
    expect(typedConfirmAccepted('')).toBe(false);
  });
});
