import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/store';
import { sessionStorageOrUndefined } from '../../../shared/lib/sessionStorage';
import { persistedForm } from '../../../shared/listing/persistedForm';
import { DEFAULT_CREATE_BOND_FIELDS, type CreateBondFields } from '../lib/createBondValidation';

/**
 * The create-bond form (SPEC section 3 "Create-bond form") and its flow. `pendingSale` is a
 * sale this form created on chain whose metadata is not saved yet: while it is set, the page
 * can only retry the signed metadata post, never create a second bond. The text fields and
 * `pendingSale` survive a reload through session storage until the metadata is saved
 * (DESIGN.md section 5); the logo (a file) does not.
 */

export type CreateBondTextField = keyof CreateBondFields;

/** The picked logo, read as base64 without the `data:` prefix (serializable). */
export interface CreateBondLogo {
  base64: string;
  mimeType: string;
  fileName: string;
  size: number;
}

export type CreateBondPhase = 'idle' | 'approving' | 'creating' | 'signing';

export interface PendingSale {
  saleId: number;
  saleAddress: string;
  /** lowercase; the wallet that must sign the metadata */
  owner: string;
}

export interface CreateBondState {
  fields: CreateBondFields;
  logo: CreateBondLogo | null;
  phase: CreateBondPhase;
  pendingSale: PendingSale | null;
  /** why the last metadata post failed (shown beside the retry) */
  metadataError: string | null;
  /** the last sale whose metadata was saved: the success panel links to it */
  completedSaleId: number | null;
}

export const CREATE_BOND_STORAGE_KEY = 'bond.createBond.v1';

function isPendingSale(value: unknown): value is PendingSale {
  const v = value as PendingSale | null;
  return !!v && Number.isInteger(v.saleId) && v.saleId > 0 && typeof v.saleAddress === 'string' && typeof v.owner === 'string';
}

const persistence = persistedForm({
  storageKey: CREATE_BOND_STORAGE_KEY,
  defaults: DEFAULT_CREATE_BOND_FIELDS,
  pendingKey: 'pendingSale',
  isPending: isPendingSale,
});

/** Session storage may hold anything: take only well-formed fields. */
export const loadPersistedCreateBond = persistence.load;
/** Keeps the form in session storage, or removes it once there is nothing worth keeping. */
export const persistCreateBond = persistence.save;

export function emptyCreateBondState(): CreateBondState {
  return {
    fields: { ...DEFAULT_CREATE_BOND_FIELDS },
    logo: null,
    phase: 'idle',
    pendingSale: null,
    metadataError: null,
    completedSaleId: null,
  };
}

export function initialCreateBondState(storage: Pick<Storage, 'getItem'> | undefined = sessionStorageOrUndefined()): CreateBondState {
  const persisted = loadPersistedCreateBond(storage);
  return {
    fields: persisted.fields,
    logo: null,
    phase: 'idle',
    pendingSale: persisted.pendingSale,
    metadataError: null,
    completedSaleId: null,
  };
}

export const createBondSlice = createSlice({
  name: 'createBond',
  initialState: () => initialCreateBondState(),
  reducers: {
    fieldChanged(state, action: PayloadAction<{ field: CreateBondTextField; value: string }>) {
      state.fields[action.payload.field] = action.payload.value;
    },
    logoChanged(state, action: PayloadAction<CreateBondLogo | null>) {
      state.logo = action.payload;
    },
    phaseChanged(state, action: PayloadAction<CreateBondPhase>) {
      state.phase = action.payload;
    },
    saleCreated(state, action: PayloadAction<PendingSale>) {
      state.pendingSale = { ...action.payload, owner: action.payload.owner.toLowerCase() };
      state.metadataError = null;
      state.completedSaleId = null;
    },
    metadataFailed(state, action: PayloadAction<string>) {
      state.metadataError = action.payload;
      state.phase = 'idle';
    },
    /** Metadata saved: the form starts over; the success panel keeps the new sale's id. */
    metadataSaved(state, action: PayloadAction<number>) {
      // not initialCreateBondState(): session storage still holds the form at this point
      return { ...emptyCreateBondState(), completedSaleId: action.payload };
    },
    completedDismissed(state) {
      state.completedSaleId = null;
    },
  },
  selectors: {
    selectCreateBondFields: (state) => state.fields,
    selectCreateBondLogo: (state) => state.logo,
    selectCreateBondPhase: (state) => state.phase,
    selectPendingSale: (state) => state.pendingSale,
    selectMetadataError: (state) => state.metadataError,
    selectCompletedSaleId: (state) => state.completedSaleId,
  },
});

export const { fieldChanged, logoChanged, phaseChanged, saleCreated, metadataFailed, metadataSaved, completedDismissed } =
  createBondSlice.actions;

declare module '../../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof createBondSlice> {}
}

const injectedCreateBondSlice = createBondSlice.injectInto(rootReducer);
export const {
  selectCreateBondFields,
  selectCreateBondLogo,
  selectCreateBondPhase,
  selectPendingSale,
  selectMetadataError,
  selectCompletedSaleId,
} = injectedCreateBondSlice.selectors;
