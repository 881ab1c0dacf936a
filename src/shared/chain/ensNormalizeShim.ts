/**
 * Stands in for `@adraffy/ens-normalize` in the app's bundle (webpack alias, ethers' imports only).
 * ethers reaches ENS normalisation only when a contract target or a transaction's `to` is a name
 * instead of a hex address; the app passes addresses only, and BNB Smart Chain has no ENS registry.
 * The real module's Unicode tables are ~20 KiB gzip on every section route's critical path.
 */
export function ens_normalize(name: string): string {
  throw new Error(`ENS names are not supported: use a 0x address instead of '${name}'`);
}
