import { detailPageState } from './detailPageState';

const demoOf = (id: string) => (id === '1' ? { demo: id } : null);
const read = { data: undefined, isLoading: false, error: null };

describe('detailPageState', () => {
  it('finds nothing behind an id that is not a listing id', () => {
    expect(detailPageState(null, { ...read, data: { id: 1 } }, demoOf)).toEqual({ kind: 'not-found' });
  });
  it('shows a real listing, even where a demo entry has its id', () => {
    expect(detailPageState('1', { ...read, data: { id: 1 }, error: { message: 'stale' } }, demoOf)).toEqual({ kind: 'live', listing: { id: 1 } });
  });
  it('waits for the chain before it shows a demo entry', () => {
    expect(detailPageState('1', { ...read, isLoading: true }, demoOf)).toEqual({ kind: 'loading' });
    expect(detailPageState('1', read, demoOf)).toEqual({ kind: 'loading' });
  });
  it('shows the demo entry once the chain has none with its id, or cannot be read', () => {
    expect(detailPageState('1', { ...read, data: null }, demoOf)).toEqual({ kind: 'demo', demo: { demo: '1' } });
    expect(detailPageState('1', { ...read, error: { message: 'down' } }, demoOf)).toEqual({ kind: 'demo', demo: { demo: '1' } });
  });
  it('says a listing that does not exist is not found, and a failed read failed', () => {
    expect(detailPageState('7', { ...read, data: null }, demoOf)).toEqual({ kind: 'not-found' });
    expect(detailPageState('7', { ...read, error: { message: 'node down' } }, demoOf)).toEqual({ kind: 'error', message: 'node down' });
  });
});
