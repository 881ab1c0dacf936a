/**
 * Stands in for `@ethersproject/address` inside `@web3-react/store`, which only calls
 * `getAddress(account)` to validate the accounts a wallet reports. The real module drags ethers
 * v5's address, bignumber (bn.js) and keccak code into the visitor's bundle; the app lowercases
 * accounts anyway (walletSlice), so validating the shape is all that is needed.
 * Webpack aliases it for that package only (see docs/ARCHITECTURE.md).
 */
const ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;

export function getAddress(address: string): string {
  if (typeof address !== 'string' || !ADDRESS.test(address)) {
    throw new Error(`invalid address (argument="address", value=${JSON.stringify(address)})`);
  }
  return (address.startsWith('0x') ? address : `0x${address}`).toLowerCase();
}

export function isAddress(address: string): boolean {
  return typeof address === 'string' && ADDRESS.test(address);
}
