import { configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit';
import { USER_REJECTED_MESSAGE } from '../errors/mapError';
import type { AppThunk } from '../store/store';
import type { TransactionOutcome } from '../tx';
import { createListingThenMetadata, submitListingMetadata, type MetadataStepTexts } from './listingMetadataFlow';

const posted: unknown[] = [];
const postFailure: { current: unknown } = { current: null };
jest.mock('../metadata/submitMetadata', () => ({
  signAndPostMetadata: (args: unknown) => async () => {
    posted.push(args);
    if (postFailure.current) throw postFailure.current;
  },
}));
const toasts: string[] = [];
jest.mock('../toast/notify', () => ({
  notify: { error: (text: string) => toasts.push(`error: ${text}`), success: (text: string) => toasts.push(`success: ${text}`) },
}));

const form = {
  metadataStarted: createAction('form/metadataStarted'),
  metadataFailed: createAction<string>('form/metadataFailed'),
  metadataSaved: createAction<string>('form/metadataSaved'),
};
const texts: MetadataStepTexts = {
  saved: 'Drop metadata saved',
  failed: 'Failed to save drop metadata',
  failureToast: (reason, rejected) => (rejected ? 'refused' : `Drop created but failed to save metadata: ${reason || '?'}`),
};
const post = { kind: 'drop', id: '7', owner: '0x' + 'd4'.repeat(20), payload: { description: 'd', socials: {}, logo: '', logoMimeType: '' } };

function storeRecordingActions() {
  const actions: UnknownAction[] = [];
  const store = configureStore({
    reducer: (state: null = null, action: UnknownAction) => {
      actions.push(action);
      return state;
    },
  });
  const types = () => actions.map((a) => a.type).filter((t) => !t.startsWith('@@'));
  const run = <T,>(thunk: AppThunk<T>): T => thunk(store.dispatch as never, store.getState as never, undefined);
  return { store: { dispatch: run }, actions, types };
}

beforeEach(() => {
  posted.length = 0;
  toasts.length = 0;
  postFailure.current = null;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('submitListingMetadata', () => {
  it('posts the signed metadata, refreshes the listing, toasts and tells the form the id it saved', async () => {
    const { store, actions, types } = storeRecordingActions();
    await expect(store.dispatch(submitListingMetadata({ post, tag: 'Balance', texts, form }))).resolves.toEqual({ status: 'saved', id: '7' });
    expect(posted).toEqual([post]);
    expect(types()).toEqual(['form/metadataStarted', 'chainApi/invalidateTags', 'form/metadataSaved']);
    expect(actions.find((a) => a.type === 'chainApi/invalidateTags')).toMatchObject({ payload: [{ type: 'Balance', id: '7' }] });
    expect(actions.at(-1)).toMatchObject({ payload: '7' });
    expect(toasts).toEqual(['success: Drop metadata saved']);
  });

  it("on the wallet's refusal keeps the listing pending with the refusal as the reason", async () => {
    postFailure.current = Object.assign(new Error('user rejected'), { code: 4001 });
    const { store, actions, types } = storeRecordingActions();
    await expect(store.dispatch(submitListingMetadata({ post, tag: 'Balance', texts, form }))).resolves.toEqual({
      status: 'failed',
      reason: USER_REJECTED_MESSAGE,
    });
    expect(types()).toEqual(['form/metadataStarted', 'form/metadataFailed']);
    expect(actions.at(-1)).toMatchObject({ payload: USER_REJECTED_MESSAGE });
    expect(toasts).toEqual(['error: refused']);
  });

  it("names the API's refusal, or the kind's own text when the error says nothing", async () => {
    postFailure.current = new Error('  Signature expired ');
    const first = storeRecordingActions();
    await expect(first.store.dispatch(submitListingMetadata({ post, tag: 'Balance', texts, form }))).resolves.toEqual({ status: 'failed', reason: 'Signature expired' });
    expect(toasts).toEqual(['error: Drop created but failed to save metadata: Signature expired']);

    postFailure.current = 'not an error';
    const second = storeRecordingActions();
    await expect(second.store.dispatch(submitListingMetadata({ post, tag: 'Balance', texts, form }))).resolves.toEqual({
      status: 'failed',
      reason: 'Failed to save drop metadata',
    });
  });

  it('leaves the create form alone when the post comes from an owner page', async () => {
    const { store, types } = storeRecordingActions();
    await store.dispatch(submitListingMetadata({ post, tag: 'Balance', texts }));
    expect(types()).toEqual(['chainApi/invalidateTags']);
    postFailure.current = new Error('down');
    await store.dispatch(submitListingMetadata({ post, tag: 'Balance', texts }));
    expect(types()).toEqual(['chainApi/invalidateTags']);
  });
});

describe('createListingThenMetadata', () => {
  const confirmed = { status: 'confirmed', hash: '0xabc' } as unknown as TransactionOutcome;
  const recordCreated = createAction<{ id: string }>('form/listingCreated');

  it('records the created listing before its metadata is signed, and returns both outcomes', async () => {
    const { store, types } = storeRecordingActions();
    const describe = jest.fn((created: { id: string }) => submitListingMetadata({ post: { ...post, id: created.id }, tag: 'Balance', texts, form }));
    const outcome = await store.dispatch(
      createListingThenMetadata({ create: async () => ({ status: 'created', created: { id: '9' }, transaction: confirmed }), recordCreated, describe }),
    );
    expect(outcome).toEqual({ transaction: confirmed, metadata: { status: 'saved', id: '9' } });
    expect(types()[0]).toBe('form/listingCreated');
    expect(describe).toHaveBeenCalledWith({ id: '9' });
  });

  it('asks for no signature when nothing was created', async () => {
    const { store, types } = storeRecordingActions();
    const describe = jest.fn();
    const rejected = { status: 'rejected' } as TransactionOutcome;
    const outcome = await store.dispatch(createListingThenMetadata({ create: async () => ({ status: 'not-created', transaction: rejected }), recordCreated, describe }));
    expect(outcome).toEqual({ transaction: rejected, metadata: null });
    expect(describe).not.toHaveBeenCalled();
    expect(types()).toEqual([]);
    expect(posted).toEqual([]);
  });
});
