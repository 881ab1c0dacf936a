/** @jest-environment node */
import { keccak256, toUtf8Bytes } from 'ethers';
import { keccak256Utf8 } from './keccak';

describe('keccak256Utf8', () => {
  it.each(['', 'sale-metadata:1', '{"description":"Bond ÄÖ 🚀 at a discount","logo":"iVBORw0KGgo="}', 'x'.repeat(100_000)])(
    'equals ethers keccak256 of the UTF-8 bytes for %#',
    (text) => {
      expect(keccak256Utf8(text)).toBe(keccak256(toUtf8Bytes(text)));
    },
  );
});
