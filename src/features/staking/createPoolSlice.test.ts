import {
  CREATE_POOL_STORAGE_KEY,
  createPoolSlice,
  fieldChanged,
  initialCreatePoolState,
  loadPersistedCreatePool,
  metadataSaved,
  persistCreatePool,
  poolCreated,
} from './createPoolSlice';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('createPoolSlice', () => {
  const reducer = createPoolSlice.reducer;

  it('keeps typed text and the created pool until the metadata is saved, then starts over showing the saved pool', () => {
    let state = initialCreatePoolState(undefined);
    state = reducer(state, fieldChanged({ field: 'description', value: 'Stake SALLY' }));
    state = reducer(state, poolCreated({ poolId: '7', poolAddress: '0xpool', owner: '0xowner' }));
    expect(state.fields.description).toBe('Stake SALLY');
    expect(state.pending).toEqual({ poolId: '7', poolAddress: '0xpool', owner: '0xowner' });
    state = reducer(state, metadataSaved('7'));
    expect(state).toEqual({ ...initialCreatePoolState(undefined), completedId: '7' });
  });

  it('round-trips text fields and the pending pool through session storage, never the logo', () => {
    const storage = memoryStorage();
    let state = initialCreatePoolState(undefined);
    state = reducer(state, fieldChanged({ field: 'website', value: 'https://sally.example' }));
    state = reducer(state, poolCreated({ poolId: '3', poolAddress: '0xp', owner: '0xo' }));
    persistCreatePool(storage, state);
    expect(storage.data.get(CREATE_POOL_STORAGE_KEY)).not.toContain('base64');
    const restored = initialCreatePoolState(storage);
    expect(restored.fields.website).toBe('https://sally.example');
    expect(restored.pending?.poolId).toBe('3');
    expect(restored.logo).toBeNull();
  });

  it('removes the stored form once it is empty again', () => {
    const storage = memoryStorage({ [CREATE_POOL_STORAGE_KEY]: '{"fields":{"description":"x"}}' });
    persistCreatePool(storage, initialCreatePoolState(undefined));
    expect(storage.data.has(CREATE_POOL_STORAGE_KEY)).toBe(false);
  });

  it('ignores malformed stored data', () => {
    const storage = memoryStorage({
      [CREATE_POOL_STORAGE_KEY]: '{"fields":{"description":42,"twitter":"https://x.com/a"},"pendingPool":{"poolId":1}}',
    });
    const restored = loadPersistedCreatePool(storage);
    expect(restored.fields.description).toBe('');
    expect(restored.fields.twitter).toBe('https://x.com/a');
    expect(restored.pending).toBeNull();
    expect(loadPersistedCreatePool(memoryStorage({ [CREATE_POOL_STORAGE_KEY]: 'not json' })).fields.description).toBe('');
  });
});
