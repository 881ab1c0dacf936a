import { INDEX_LAG_NOTICE_BLOCKS, indexLagText } from './indexLag';

describe('indexLagText', () => {
  it('says nothing while the index keeps within a few blocks of the head', () => {
    expect(indexLagText({ indexedBlock: 100, head: 100 })).toBeNull();
    expect(indexLagText({ indexedBlock: 100, head: 100 + INDEX_LAG_NOTICE_BLOCKS })).toBeNull();
  });

  it('names the block the list is read to and how far behind it is', () => {
    expect(indexLagText({ indexedBlock: 1204, head: 1216 })).toBe('Showing activity up to block 1,204 (12 behind)');
    expect(indexLagText({ indexedBlock: 9, head: 20 }, 'listings')).toBe('Showing listings up to block 9 (11 behind)');
  });

  it('says nothing when the head is unknown', () => {
    expect(indexLagText({ indexedBlock: 9, head: null })).toBeNull();
  });
});
