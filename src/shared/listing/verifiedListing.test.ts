import { isVerifiedListing, riskNoteWhileLoading } from './verifiedListing';

describe('verified listings', () => {
  it('are the ids on the operator list', () => {
    expect(isVerifiedListing('3', [3, 5])).toBe(true);
    expect(isVerifiedListing('4', [3, 5])).toBe(false);
  });

  it('draw no risk note while loading; unverified ids do, demo ids only while the demos are off', () => {
    const rule = { verified: [3], demoEntries: true, isDemoId: (id: string) => Number(id) >= 999 };
    expect(riskNoteWhileLoading('3', rule)).toBe(false);
    expect(riskNoteWhileLoading('4', rule)).toBe(true);
    expect(riskNoteWhileLoading('999', { ...rule, verified: [] })).toBe(false);
    expect(riskNoteWhileLoading('999', { ...rule, verified: [], demoEntries: false })).toBe(true);
  });
});
