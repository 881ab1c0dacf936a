/** The part of the `keccak` package (no bundled types) the server uses. */
declare module 'keccak' {
  interface KeccakHash {
    update(data: Buffer | string): KeccakHash;
    digest(encoding: 'hex'): string;
  }
  export default function createKeccak(algorithm: 'keccak224' | 'keccak256' | 'keccak384' | 'keccak512'): KeccakHash;
}
