import { memoryStorage } from '../../../shared/testing/memoryStorage';
import {
  CREATE_POOL_STORAGE_KEY,
  createPoolForm,
  createPoolSlice,
  fieldChanged,
  metadataSaved,
  poolCreated,
} from './createPoolSlice';

describe('createPoolSlice', () => {
  const reducer = createPoolSlice.reducer;

  it('keeps typed text and the created pool until the metadata is saved, then starts over showing the saved pool', () => {
    let state = createPoolForm.initialState(undefined);
    state = reducer(state, fieldChanged({ field: 'description', value: 'Stake SALLY' }));
    state = reducer(state, poolCreated({ poolId: '7', poolAddress: '0xpool', owner: '0xowner' }));
    expect(state.fields.description).toBe('Stake SALLY');
    expect(state.pending).toEqual({ poolId: '7', poolAddress: '0xpool', owner: '0xowner' });
    state = reducer(state, metadataSaved('7'));
    expect(state).toEqual({ ...createPoolForm.initialState(undefined), completedId: '7' });
  });

  it('round-trips text fields and the pending pool through session storage, never the logo', () => {
    const storage = memoryStorage();
    let state = createPoolForm.initialState(undefined);
    state = reducer(state, fieldChanged({ field: 'website', value: 'https://sally.example' }));
    state = reducer(state, poolCreated({ poolId: '3', poolAddress: '0xp', owner: '0xo' }));
    createPoolForm.persist(storage, state);
    expect(storage.items.get(CREATE_POOL_STORAGE_KEY)).not.toContain('base64');
    const restored = createPoolForm.initialState(storage);
    expect(restored.fields.website).toBe('https://sally.example');
    expect(restored.pending?.poolId).toBe('3');
    expect(restored.logo).toBeNull();
  });

  it('removes the stored form once it is empty again', () => {
    const storage = memoryStorage({ [CREATE_POOL_STORAGE_KEY]: '{"fields":{"description":"x"}}' });
    createPoolForm.persist(storage, createPoolForm.initialState(undefined));
    expect(storage.items.has(CREATE_POOL_STORAGE_KEY)).toBe(false);
  });

  it('ignores malformed stored data', () => {
    const storage = memoryStorage({
      [CREATE_POOL_STORAGE_KEY]: '{"fields":{"description":42,"twitter":"https://x.com/a"},"pendingPool":{"poolId":1}}',
    });
    const restored = createPoolForm.load(storage);
    expect(restored.fields.description).toBe('');
    expect(restored.fields.twitter).toBe('https://x.com/a');
    expect(restored.pending).toBeNull();
    expect(createPoolForm.load(memoryStorage({ [CREATE_POOL_STORAGE_KEY]: 'not json' })).fields.description).toBe('');
  });
});
