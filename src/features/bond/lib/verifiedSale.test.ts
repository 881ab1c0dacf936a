import { isVerifiedSale, riskNoteWhileLoading } from './verifiedSale';

describe('verified sales', () => {
  it('are the ids on the operator list', () => {
    expect(isVerifiedSale('3', [3, 5])).toBe(true);
    expect(isVerifiedSale('4', [3, 5])).toBe(false);
  });
  it('draw no risk note while loading; unverified ids do, demo ids only while the demos are off', () => {
    expect(riskNoteWhileLoading('3', true, [3])).toBe(false);
    expect(riskNoteWhileLoading('4', true, [3])).toBe(true);
    expect(riskNoteWhileLoading('999', true, [])).toBe(false);
    expect(riskNoteWhileLoading('999', false, [])).toBe(true);
  });
});
