import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import { sessionStorageOrUndefined } from '../lib/sessionStorage';
import { persistedForm, type PersistedForm } from './persistedForm';
import { isListingId } from './routeId';

/**
 * The state every create-listing form keeps in the store: the text fields, the picked logo (its id
 * and name: the bytes are kept apart, see pickedLogos), the item created on chain whose metadata is not saved
 * yet, and the metadata step's outcome. Whether a chain transaction of the form is in flight is
 * not kept here: it is the tracked transactions' state (shared/tx selectIsPending).
 */
export interface ListingFormState<F, L, P> {
  fields: F;
  logo: L | null;
  /** a logo validation text, or 'Failed to resize image. Using original preview.' */
  logoMessage: string | null;
  /** created on chain, metadata not saved yet: the form can only retry the metadata, never create again */
  pending: P | null;
  /**
   * The metadata step runs: a wallet signature and a POST, neither a chain transaction, so the
   * tracked transactions cannot answer it.
   */
  savingMetadata: boolean;
  /** why the last metadata post failed (shown beside the retry) */
  metadataError: string | null;
  /** the last item whose metadata was saved: the success panel links to it */
  completedId: string | null;
}

/** A picked logo as the store names it: its bytes' id (`pickedLogos`) and its file name. */
export interface ListingLogo {
  id: string;
  fileName: string;
}

/**
 * A listing the form created on chain, as its created event named it: the id (decimal string),
 * the listing's contract and the owner that must sign the metadata (both checksummed).
 */
export type CreatedListing<Id extends string, Address extends string> = Record<Id | Address | 'owner', string>;

/** Whether stored JSON is a well-formed created listing (session storage may hold anything). */
export function createdListingGuard<Id extends string, Address extends string>(idKey: Id, addressKey: Address) {
  return (value: unknown): value is CreatedListing<Id, Address> => {
    const v = value as Record<string, unknown> | null;
    return !!v && isListingId(v[idKey]) && typeof v[addressKey] === 'string' && typeof v.owner === 'string';
  };
}

export interface ListingFormOptions<N extends string, F extends { [key in keyof F]: string }, P> {
  /** the slice name, e.g. 'createBond' */
  name: N;
  storageKey: string;
  defaults: F;
  /** the name the pending item is stored under in session storage, e.g. 'pendingSale' */
  pendingKey: string;
  isPending(value: unknown): value is P;
}

type StorageReader = Pick<Storage, 'getItem'> | undefined;
type StorageWriter = Pick<Storage, 'setItem' | 'removeItem'> | undefined;

/**
 * A create form's slice with its session-storage persistence (DESIGN.md section 5): the text
 * fields and the pending item survive a reload until the metadata is saved; the logo does not.
 */
export function createListingFormSlice<N extends string, F extends { [key in keyof F]: string }, L extends object, P extends object>(
  options: ListingFormOptions<N, F, P>,
) {
  type State = ListingFormState<F, L, P>;
  const persistence = persistedForm({
    storageKey: options.storageKey,
    defaults: options.defaults,
    pendingKey: options.pendingKey,
    isPending: options.isPending,
  });

  const emptyState = (): State => ({
    fields: { ...options.defaults },
    logo: null,
    logoMessage: null,
    pending: null,
    savingMetadata: false,
    metadataError: null,
    completedId: null,
  });

  /** What session storage holds (it may hold anything: only well-formed values are taken). */
  const load = (storage: StorageReader): Pick<State, 'fields' | 'pending'> => {
    const persisted = persistence.load(storage);
    return { fields: persisted.fields, pending: persisted[options.pendingKey] };
  };

  /** The form as session storage left it. */
  const initialState = (storage: StorageReader = sessionStorageOrUndefined()): State => ({ ...emptyState(), ...load(storage) });

  /** Keeps the form in session storage, or removes it once there is nothing worth keeping. */
  const persist = (storage: StorageWriter, state: Pick<State, 'fields' | 'pending'>) =>
    persistence.save(storage, { fields: state.fields, [options.pendingKey]: state.pending } as PersistedForm<F, string, P>);

  const slice = createSlice({
    name: options.name,
    initialState: (): State => initialState(),
    reducers: {
      fieldChanged(state, action: PayloadAction<{ field: keyof F; value: string }>) {
        (state.fields as F)[action.payload.field] = action.payload.value as F[keyof F];
      },
      logoChanged(state, action: PayloadAction<{ logo: L | null; message?: string | null }>) {
        state.logo = action.payload.logo as Draft<State>['logo'];
        state.logoMessage = action.payload.message ?? null;
      },
      /** The create transaction's event named the new item: from now on only its metadata is retried. */
      listingCreated(state, action: PayloadAction<P>) {
        state.pending = action.payload as Draft<State>['pending'];
        state.metadataError = null;
        state.completedId = null;
      },
      metadataStarted(state) {
        state.savingMetadata = true;
      },
      metadataFailed(state, action: PayloadAction<string>) {
        state.savingMetadata = false;
        state.metadataError = action.payload;
      },
      metadataErrorCleared(state) {
        state.metadataError = null;
      },
      /** Metadata saved: the form starts over; the success panel keeps the new item's id. */
      metadataSaved(_state, action: PayloadAction<string>) {
        // not initialState(): session storage still holds the form at this point
        return { ...emptyState(), completedId: action.payload } as Draft<State>;
      },
      completedDismissed(state) {
        state.completedId = null;
      },
    },
    selectors: {
      selectForm: (state: State) => state,
    },
  });

  const { metadataStarted, metadataFailed, metadataSaved } = slice.actions;
  /** what the metadata step (listingMetadataFlow) reports to */
  const metadataActions = { metadataStarted, metadataFailed, metadataSaved };

  return { slice, initialState, persist, load, metadataActions };
}
