/**
 * The initialised ticks of a V3 pool's tick-bitmap words, as last read, and the check that they
 * still hold at a later block. Ticks are initialised and cleared only by minting and burning, so
 * from one block to the next a word's ticks rarely change: reading the word's bitmap and each
 * known tick directly (one storage read each) proves them at the new block and gives their
 * current liquidityNet, for a fraction of a TickLens call, which loops over the word's 256 bits
 * and calls the pool back once per tick.
 */
import { compress, wordOf, type PopulatedTick } from './v3Math';

/** Initialised ticks (uncompressed) per bitmap word. */
export type KnownWords = ReadonlyMap<number, readonly number[]>;

/** The bitmap a word holds when exactly `ticks` (of that word) are initialised. */
export function bitmapOf(ticks: readonly number[], tickSpacing: number): bigint {
  let bitmap = 0n;
  for (const tick of ticks) bitmap |= 1n << BigInt(compress(tick, tickSpacing) & 255);
  return bitmap;
}

/** The ticks grouped by word, every word of `words` present (empty when it holds none). */
export function byWord(ticks: readonly PopulatedTick[], words: readonly number[], tickSpacing: number): KnownWords {
  const grouped = new Map<number, number[]>(words.map((word) => [word, []]));
  for (const { tick } of ticks) grouped.get(wordOf(compress(tick, tickSpacing)))?.push(tick);
  return grouped;
}

/**
 * The words' ticks at the block the bitmaps and ticks were read at, or null when a bitmap no
 * longer matches the known ticks (a position was minted or burnt at a new tick) or a read failed.
 * `bitmaps[i]` is the bitmap of `words[i]`; `liquidityNets` follow the known ticks word by word.
 */
export function checkedTicks(
  known: KnownWords,
  words: readonly number[],
  tickSpacing: number,
  bitmaps: readonly (bigint | null)[],
  liquidityNets: readonly (bigint | null)[],
): PopulatedTick[] | null {
  const ticks: PopulatedTick[] = [];
  let at = 0;
  for (let i = 0; i < words.length; i++) {
    const wordTicks = known.get(words[i]);
    if (!wordTicks || bitmaps[i] !== bitmapOf(wordTicks, tickSpacing)) return null;
    for (const tick of wordTicks) {
      const liquidityNet = liquidityNets[at++];
      if (liquidityNet === null || liquidityNet === undefined) return null;
      ticks.push({ tick, liquidityNet });
    }
  }
  return ticks;
}
