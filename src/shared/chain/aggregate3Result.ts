/**
 * Multicall3's `aggregate3` answer, `(bool success, bytes returnData)[]`, read straight from the
 * hex. viem's generic decoder turned the whole answer into bytes and back into hex strings, half of
 * a list page's longest task on a throttled phone; this only slices the string. Anything that is
 * not a well-formed answer throws, as the generic decoder would.
 */
export interface Aggregate3Result {
  success: boolean;
  returnData: string;
}

const WORD = 64; // hex characters in a 32-byte word
const SMALL_WORD = /^0{52}[0-9a-f]{12}$/; // a length or an offset: far below 2^48

export function decodeAggregate3Result(data: string): Aggregate3Result[] {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(data)) throw new Error('Multicall3 answered something that is not hex');
  const hex = data.slice(2).toLowerCase();
  const bytes = hex.length / 2;
  /** the number in the word at byte `at`, which must lie inside the answer */
  const smallAt = (at: number): number => {
    const word = hex.slice(at * 2, at * 2 + WORD);
    if (word.length !== WORD || !SMALL_WORD.test(word)) throw new Error(`Multicall3's answer is malformed at byte ${at}`);
    return Number.parseInt(word.slice(-12), 16);
  };
  const within = (at: number, size: number) => {
    if (at + size > bytes) throw new Error(`Multicall3's answer is cut short at byte ${at}`);
    return at;
  };

  const array = within(smallAt(0), 32);
  const count = smallAt(array);
  const items = within(array + 32, count * 32);
  const results: Aggregate3Result[] = [];
  for (let i = 0; i < count; i += 1) {
    const item = within(items + smallAt(items + i * 32), 64);
    const flag = smallAt(item);
    if (flag > 1) throw new Error(`Multicall3's answer has a success flag of ${flag}`);
    const returnData = within(item + smallAt(item + 32), 32);
    const length = smallAt(returnData);
    const start = within(returnData + 32, length);
    results.push({ success: flag === 1, returnData: `0x${hex.slice(start * 2, (start + length) * 2)}` });
  }
  return results;
}
