/** @jest-environment node */
import type { ChainContext } from '../chain/context';
import type { IndexCursor, IndexReader } from '../storage/indexStore';
import { BODY_MAX_AGE_MS, IndexedView } from './indexedView';

const BLOCK_7: IndexCursor = { number: 7, hash: '0x07', timestamp: 700, version: 1 };
const BLOCK_8: IndexCursor = { number: 8, hash: '0x08', timestamp: 800, version: 2 };

/** A view over an index at `state.at` and a chain at `state.head`. */
function viewOf(state: { at: IndexCursor; head: number; displayGeneration?: number }) {
  const reader = { cursor: async () => state.at } as unknown as IndexReader;
  const chain = { latestBlock: async () => ({ number: state.head, hash: '0xhead', timestamp: 0 }) } as unknown as ChainContext;
  return new IndexedView(reader, chain, { get current() { return state.displayGeneration ?? 0; } });
}

/** One page's JSON, counting the loads, the finishing steps and the serialisations. */
function pageOf(view: IndexedView, key = 'sales:live') {
  const counts = { loads: 0, finishes: 0, serialized: 0 };
  const json = () =>
    view.json(
      key,
      async (at) => {
        counts.loads++;
        return { items: [at.number] };
      },
      async (answer) => {
        counts.finishes++;
        return { ...answer, logo: `seen ${counts.finishes}` };
      },
      (body) => {
        counts.serialized++;
        return JSON.stringify(body);
      },
    );
  return { json, counts };
}

describe('IndexedView.json', () => {
  it('serialises a page once for concurrent requests, with the envelope of the indexed block and head', async () => {
    const view = viewOf({ at: BLOCK_7, head: 9 });
    const { json, counts } = pageOf(view);
    const bodies = await Promise.all([json(), json(), json()]);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!.identity.toString())).toEqual({ items: [7], logo: 'seen 1', indexedBlock: { number: 7, hash: '0x07', timestamp: 700 }, head: { number: 9 }, lag: 2 });
    expect(counts).toEqual({ loads: 1, finishes: 1, serialized: 1 });
  });

  it('finishes the page again at once after this instance wrote metadata, without reloading it', async () => {
    const state = { at: BLOCK_7, head: 7, displayGeneration: 0 };
    const view = viewOf(state);
    const { json, counts } = pageOf(view);
    expect(JSON.parse((await json()).identity.toString()).logo).toBe('seen 1');
    state.displayGeneration = 1;
    expect(JSON.parse((await json()).identity.toString()).logo).toBe('seen 2');
    expect(counts).toEqual({ loads: 1, finishes: 2, serialized: 2 });
  });

  it('keeps the finished pages of a thousand different wallets within the same second', async () => {
    const view = viewOf({ at: BLOCK_7, head: 7 });
    const pages = Array.from({ length: 1_000 }, (_, i) => pageOf(view, `bonds:wallet-${i}`));
    for (const { json } of pages) await json();
    for (const { json } of pages) await json();
    expect(pages.every(({ counts }) => counts.serialized === 1)).toBe(true);
  });

  it('finishes the page again after BODY_MAX_AGE_MS without reloading it from the index at the same block, sending the old one while it does', async () => {
    const view = viewOf({ at: BLOCK_7, head: 9 });
    const { json, counts } = pageOf(view);
    expect(JSON.parse((await json()).identity.toString()).logo).toBe('seen 1');
    expect(JSON.parse((await json()).identity.toString()).logo).toBe('seen 1');
    await new Promise((resolve) => setTimeout(resolve, BODY_MAX_AGE_MS + 50));
    // the request that finds it old is answered at once with it; the next one gets the new page
    expect(JSON.parse((await json()).identity.toString()).logo).toBe('seen 1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(JSON.parse((await json()).identity.toString()).logo).toBe('seen 2');
    expect(counts).toEqual({ loads: 1, finishes: 2, serialized: 2 });
  });

  it('remakes many old pages two at a time, sending each old page until its turn comes', async () => {
    const view = viewOf({ at: BLOCK_7, head: 7 });
    let making = 0;
    let mostAtOnce = 0;
    let finishes = 0;
    const json = (key: string) =>
      view.json(
        key,
        async () => ({ items: [key] }),
        async (answer) => {
          making++;
          mostAtOnce = Math.max(mostAtOnce, making);
          await new Promise((resolve) => setTimeout(resolve, 5));
          making--;
          return { ...answer, finish: ++finishes };
        },
        (body) => JSON.stringify(body),
      );
    const keys = Array.from({ length: 20 }, (_, i) => `bonds:wallet-${i}`);
    await Promise.all(keys.map(json));
    mostAtOnce = 0;
    await new Promise((resolve) => setTimeout(resolve, BODY_MAX_AGE_MS + 50));

    // every old page is sent at once; their successors are made two at a time
    const stale = await Promise.all(keys.map(json));
    expect(stale.every((body) => JSON.parse(body.identity.toString()).finish <= keys.length)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mostAtOnce).toBe(2);
    const fresh = await Promise.all(keys.map(json));
    expect(fresh.every((body) => JSON.parse(body.identity.toString()).finish > keys.length)).toBe(true);
    expect(finishes).toBe(2 * keys.length);
  });

  it('never sends an old page for a new indexed block, however young', async () => {
    const state = { at: BLOCK_7, head: 9 };
    const view = viewOf(state);
    const { json } = pageOf(view);
    expect(JSON.parse((await json()).identity.toString())).toMatchObject({ indexedBlock: { number: 7 } });
    state.at = BLOCK_8;
    await new Promise((resolve) => setTimeout(resolve, 300)); // past the indexed block's 250 ms reuse
    expect(JSON.parse((await json()).identity.toString())).toMatchObject({ indexedBlock: { number: 8 } });
  });

  it('answers a new indexed block and a new head at once, and keeps pages of other keys apart', async () => {
    const state = { at: BLOCK_7, head: 9 };
    const view = viewOf(state);
    const live = pageOf(view, 'sales:live');
    const ended = pageOf(view, 'sales:finished');
    await live.json();
    expect(JSON.parse((await ended.json()).identity.toString()).items).toEqual([7]);
    expect(ended.counts.loads).toBe(1);

    state.at = BLOCK_8;
    await new Promise((resolve) => setTimeout(resolve, 300)); // past the indexed block's 250 ms reuse
    expect(JSON.parse((await live.json()).identity.toString())).toMatchObject({ items: [8], indexedBlock: { number: 8 }, lag: 1 });
    expect(live.counts.loads).toBe(2);
  });

  it('keeps no failed page: the next request builds it again', async () => {
    const view = viewOf({ at: BLOCK_7, head: 7 });
    let fail = true;
    const json = () =>
      view.json(
        'sales:live',
        async () => {
          if (fail) throw new Error('database gone');
          return { items: [] };
        },
        async (answer) => answer,
        (body) => JSON.stringify(body),
      );
    await expect(json()).rejects.toThrow('database gone');
    fail = false;
    expect(JSON.parse((await json()).identity.toString())).toMatchObject({ items: [], lag: 0 });
  });
});
