import { listSourceOf } from './listSource';

describe('listSourceOf', () => {
  it('uses the index once it answered this list', () => {
    expect(listSourceOf({ currentData: { items: [] }, isError: false })).toBe('index');
  });

  it('keeps an answered page through a failed refresh', () => {
    expect(listSourceOf({ currentData: { items: [] }, isError: true })).toBe('index');
  });

  it('falls back to the chain when the index failed this list', () => {
    expect(listSourceOf({ currentData: undefined, isError: true })).toBe('chain');
  });

  it('waits while the first answer is on its way', () => {
    expect(listSourceOf({ currentData: undefined, isError: false })).toBe('pending');
  });
});
