import createKeccak from 'keccak';

/**
 * Keccak-256 of a string's UTF-8 bytes, as ethers' keccak256(toUtf8Bytes(text)), but native:
 * a 7 MB metadata post hashes in ~50 ms instead of ~1.5 s.
 */
export function keccak256Utf8(text: string): string {
  return `0x${createKeccak('keccak256').update(Buffer.from(text, 'utf8')).digest('hex')}`;
}
