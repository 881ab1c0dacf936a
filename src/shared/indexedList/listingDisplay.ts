/**
 * What the index says about a listing for its card beside the chain's figures: its logo and
 * whether its metadata is stored. Never an amount, so a stale index can only show an old logo.
 */
export interface ListingDisplay {
  /** null: the listing has no logo of its own (the card falls back to the token's) */
  logoUrl: string | null;
  /** null when the index does not say (a kind whose cards do not ask) */
  hasMetadata: boolean | null;
}

/** The display fields of the record an index item names its listing in. */
export function listingDisplayOf(record: Record<string, unknown>): ListingDisplay {
  return {
    logoUrl: typeof record.logoUrl === 'string' ? record.logoUrl : null,
    hasMetadata: typeof record.hasMetadata === 'boolean' ? record.hasMetadata : null,
  };
}

/** The display of a listing the index has not described: the card draws its fallback. */
export const NO_LISTING_DISPLAY: ListingDisplay = { logoUrl: null, hasMetadata: null };
