import { memoryStorage } from '../testing/memoryStorage';
import { createdListingGuard, createListingFormSlice, type CreatedListing } from './listingFormSlice';

type Pending = CreatedListing<'thingId', 'thingAddress'>;
const form = createListingFormSlice<'thingForm', { name: string; days: string }, { base64: string; mimeType: string; fileName: string }, Pending>({
  name: 'thingForm',
  storageKey: 'test.thing',
  defaults: { name: '', days: '30' },
  pendingKey: 'pendingThing',
  isPending: createdListingGuard('thingId', 'thingAddress'),
});
const { reducer, actions } = form.slice;
const THING: Pending = { thingId: '4', thingAddress: '0x00000000000000000000000000000000000000c4', owner: '0x00000000000000000000000000000000000000d4' };

describe('createListingFormSlice', () => {
  it('runs the metadata step: started, failed with a reason kept for the retry, then saved starting over', () => {
    let state = reducer(form.initialState(undefined), actions.fieldChanged({ field: 'name', value: 'x' }));
    state = reducer(state, actions.listingCreated(THING));
    state = reducer(state, actions.metadataStarted());
    expect(state).toMatchObject({ savingMetadata: true, pending: THING });
    state = reducer(state, actions.metadataFailed('API down'));
    expect(state).toMatchObject({ savingMetadata: false, metadataError: 'API down', pending: THING, fields: { name: 'x' } });
    state = reducer(state, actions.metadataStarted());
    state = reducer(state, actions.metadataSaved('4'));
    expect(state).toEqual({ ...form.initialState(undefined), completedId: '4' });
  });

  it('stores the pending item under its own key and takes back only a well-formed one', () => {
    const storage = memoryStorage();
    form.persist(storage, { fields: { name: 'x', days: '30' }, pending: THING });
    expect(JSON.parse(storage.items.get('test.thing')!)).toEqual({ fields: { name: 'x', days: '30' }, pendingThing: THING });
    expect(form.initialState(storage)).toMatchObject({ fields: { name: 'x' }, pending: THING, logo: null });
    for (const bad of [{ ...THING, thingId: '0x4' }, { ...THING, thingId: '-1' }, { ...THING, owner: 5 }, 'THING']) {
      storage.items.set('test.thing', JSON.stringify({ fields: {}, pendingThing: bad }));
      expect(form.load(storage).pending).toBeNull();
    }
  });
});
