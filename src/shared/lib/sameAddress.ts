/**
 * Whether two addresses name the same account. State keeps addresses checksummed, but addresses
 * also arrive lowercase (routes, the wallet, the API) or typed by hand: compare only through this.
 */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
