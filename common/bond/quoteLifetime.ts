/**
 * How long a signed bond quote stays valid: its deadline is this many seconds after the API's
 * estimate of the next block's time when it signed (the later of the latest block's timestamp and
 * its clock). The app counts the quote down from the same estimate.
 */
export const BOND_QUOTE_TTL_SECONDS = 60;
