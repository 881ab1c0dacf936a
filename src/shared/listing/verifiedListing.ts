/** On the operator's verified list (configuration); the demo entries carry 'Example' instead. */
export function isVerifiedListing(id: string, verified: readonly number[]): boolean {
  return verified.includes(Number(id));
}

export interface RiskNoteRule {
  /** the operator's verified ids of the listing's kind */
  verified: readonly number[];
  /** whether the demo entries are on */
  demoEntries: boolean;
  /** whether an id is one a demo entry may take */
  isDemoId: (id: string) => boolean;
}

/**
 * Whether a listing's page draws the 'Unverified' risk note before the listing is read: every id
 * but a verified one and, while the demo entries are on, a demo id (which may turn out to be an
 * example). Drawn from the first paint, the note is the page's largest text at once, rather than
 * arriving with the chain's answer and moving what is below it.
 */
export function riskNoteWhileLoading(id: string, { verified, demoEntries, isDemoId }: RiskNoteRule): boolean {
  return !isVerifiedListing(id, verified) && !(demoEntries && isDemoId(id));
}
