import { indexedPageOf } from './indexEnvelope';

describe('indexedPageOf', () => {
  const envelope = { nextCursor: 'c2', indexedBlock: { number: 90, hash: '0xab', timestamp: 1_800_000_000 } };

  it('keeps the items in order and reduces the envelope to block numbers', () => {
    const page = indexedPageOf({ ...envelope, head: { number: 120 }, items: [{ id: '3' }, { id: '1' }] }, (raw) => raw.id);
    expect(page).toEqual({ items: ['3', '1'], nextCursor: 'c2', indexedBlock: 90, head: 120 });
  });

  it('keeps an unknown head unknown', () => {
    expect(indexedPageOf({ ...envelope, head: null, items: [] }, (raw) => raw).head).toBeNull();
  });
});
