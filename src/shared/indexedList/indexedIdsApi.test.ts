import { idOf } from './indexedIdsApi';

describe('idOf', () => {
  it('reads a field of the item, or of a record inside it', () => {
    expect(idOf({ id: '7' }, 'id')).toBe('7');
    expect(idOf({ entry: { id: 12 }, id: 'outer' }, 'entry.id')).toBe('12');
  });
});
