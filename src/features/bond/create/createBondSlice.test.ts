import { memoryStorage } from '../../../shared/testing/memoryStorage';
import {
  CREATE_BOND_STORAGE_KEY,
  createBondForm,
  createBondSlice,
  fieldChanged,
  metadataFailed,
  metadataSaved,
  saleCreated,
} from './createBondSlice';

const reducer = createBondSlice.reducer;
const SALE = { saleId: '7', saleAddress: '0x00000000000000000000000000000000000005a7', owner: '0xABCDEF0000000000000000000000000000000001' };

describe('createBondSlice', () => {
  it('starts from the SPEC defaults', () => {
    const state = createBondForm.initialState(memoryStorage());
    expect(state.fields).toMatchObject({ currency: '0', vestingDuration: '90', discount: '0' });
    expect(state.pending).toBeNull();
  });

  it('keeps the created sale (as the event named it) until the metadata is saved, then starts over', () => {
    let state = reducer(createBondForm.initialState(memoryStorage()), fieldChanged({ field: 'description', value: 'Hello' }));
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
    let state = reducer(createBondForm.initialState(storage), fieldChanged({ field: 'description', value: 'Kept' }));
    state = reducer(state, saleCreated(SALE));
    createBondForm.persist(storage, state);
    const restored = createBondForm.load(storage);
    expect(restored.fields.description).toBe('Kept');
    expect(restored.pending?.saleId).toBe('7');
    createBondForm.persist(storage, reducer(state, metadataSaved('7')));
    expect(storage.items.has(CREATE_BOND_STORAGE_KEY)).toBe(false);
  });

  it('ignores malformed storage', () => {
    const storage = memoryStorage({ [CREATE_BOND_STORAGE_KEY]: JSON.stringify({ fields: { token: 5, description: 'ok' }, pendingSale: { saleId: 'x' } }) });
    const restored = createBondForm.load(storage);
    expect(restored.fields.token).toBe('');
    expect(restored.fields.description).toBe('ok');
    expect(restored.pending).toBeNull();
    expect(createBondForm.load(memoryStorage({ [CREATE_BOND_STORAGE_KEY]: '{not json' })).pending).toBeNull();
  });
});
