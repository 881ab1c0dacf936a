import {
  CREATE_BOND_STORAGE_KEY,
  createBondSlice,
  fieldChanged,
  initialCreateBondState,
  loadPersistedCreateBond,
  metadataFailed,
  metadataSaved,
  persistCreateBond,
  saleCreated,
} from './createBondSlice';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

const reducer = createBondSlice.reducer;
const SALE = { saleId: '7', saleAddress: '0x00000000000000000000000000000000000005a7', owner: '0xABCDEF0000000000000000000000000000000001' };

describe('createBondSlice', () => {
  it('starts from the SPEC defaults', () => {
    const state = initialCreateBondState(memoryStorage());
    expect(state.fields).toMatchObject({ currency: '0', vestingDuration: '90', discount: '0' });
    expect(state.pending).toBeNull();
  });

  it('keeps the created sale (as the event named it) until the metadata is saved, then starts over', () => {
    let state = reducer(initialCreateBondState(memoryStorage()), fieldChanged({ field: 'description', value: 'Hello' }));
    state = reducer(state, saleCreated(SALE));
    expect(state.pending).toEqual(SALE);
    state = reducer(state, metadataFailed('API down'));
    expect(state.pending?.saleId).toBe('7');
    expect(state.metadataError).toBe('API down');
    expect(state.fields.description).toBe('Hello');
    state = reducer(state, metadataSaved('7'));
    expect(state.pending).toBeNull();
    expect(state.fields.description).toBe('');
    expect(state.completedId).toBe('7');
  });

  it('persists text fields and the pending sale, and clears storage once nothing is left', () => {
    const storage = memoryStorage();
    let state = reducer(initialCreateBondState(storage), fieldChanged({ field: 'description', value: 'Kept' }));
    state = reducer(state, saleCreated(SALE));
    persistCreateBond(storage, state);
    const restored = loadPersistedCreateBond(storage);
    expect(restored.fields.description).toBe('Kept');
    expect(restored.pending?.saleId).toBe('7');
    persistCreateBond(storage, reducer(state, metadataSaved('7')));
    expect(storage.items.has(CREATE_BOND_STORAGE_KEY)).toBe(false);
  });

  it('ignores malformed storage', () => {
    const storage = memoryStorage({ [CREATE_BOND_STORAGE_KEY]: JSON.stringify({ fields: { token: 5, description: 'ok' }, pendingSale: { saleId: 'x' } }) });
    const restored = loadPersistedCreateBond(storage);
    expect(restored.fields.token).toBe('');
    expect(restored.fields.description).toBe('ok');
    expect(restored.pending).toBeNull();
    expect(loadPersistedCreateBond(memoryStorage({ [CREATE_BOND_STORAGE_KEY]: '{not json' })).pending).toBeNull();
  });
});
