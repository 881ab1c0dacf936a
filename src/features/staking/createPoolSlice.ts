import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { sessionStorageOrUndefined } from '../../shared/lib/sessionStorage';
import { persistedForm } from '../../shared/listing/persistedForm';

/**
 * The create-pool form (SPEC section 3 "Create pool form"). Text fields, the prepared
 * 64×64 logo (a small base64 PNG, so the store stays serializable) and the flow's phase.
 * `pendingPool` records a pool that was created on chain but whose metadata is not
 * saved yet, so a retry posts the metadata again instead of creating a second pool.
 * The text fields and `pendingPool` survive a reload through session storage until the
 * metadata is saved (DESIGN.md section 5); the logo file does not.
 */
export interface CreatePoolFields {
  stakingToken: string;
  aprPercentage: string;
  endDate: string;
  initialRewardAmount: string;
  description: string;
  website: string;
  twitter: string;
  telegram: string;
  discord: string;
}

export type CreatePoolTextField = keyof CreatePoolFields;

export interface CreatePoolLogo {
  base64: string;
  mimeType: string;
  previewUrl: string;
  fileName: string;
}

export type CreatePoolPhase = 'idle' | 'approving' | 'creating' | 'signing' | 'submitting';

export interface PendingPool {
  poolId: string;
  poolAddress: string;
  owner: string;
}

export interface CreatePoolState {
  fields: CreatePoolFields;
  logo: CreatePoolLogo | null;
  /** 'Failed to resize image. Using original preview.' or a logo validation text */
  logoMessage: string | null;
  phase: CreatePoolPhase;
  pendingPool: PendingPool | null;
  /** why the last metadata post failed (shown beside the retry) */
  metadataError: string | null;
  /** the last pool whose metadata was saved: the success panel links to it */
  completedPoolId: string | null;
}

export const CREATE_POOL_STORAGE_KEY = 'staking.createPool.v1';

export const emptyFields: CreatePoolFields = {
  stakingToken: '',
  aprPercentage: '',
  endDate: '',
  initialRewardAmount: '',
  description: '',
  website: '',
  twitter: '',
  telegram: '',
  discord: '',
};

function isPendingPool(value: unknown): value is PendingPool {
  const v = value as PendingPool | null;
  return (
    !!v && typeof v.poolId === 'string' && typeof v.poolAddress === 'string' && typeof v.owner === 'string'
  );
}

const persistence = persistedForm({
  storageKey: CREATE_POOL_STORAGE_KEY,
  defaults: emptyFields,
  pendingKey: 'pendingPool',
  isPending: isPendingPool,
});

/** What session storage holds, validated field by field (it may hold anything). */
export const loadPersistedCreatePool = persistence.load;
/** Writes the form to session storage, or removes it when there is nothing left to keep. */
export const persistCreatePool = persistence.save;

export function initialCreatePoolState(storage: Pick<Storage, 'getItem'> | undefined = sessionStorageOrUndefined()): CreatePoolState {
  const persisted = loadPersistedCreatePool(storage);
  return { ...emptyCreatePoolState(), fields: persisted.fields, pendingPool: persisted.pendingPool };
}

function emptyCreatePoolState(): CreatePoolState {
  return { fields: { ...emptyFields }, logo: null, logoMessage: null, phase: 'idle', pendingPool: null, metadataError: null, completedPoolId: null };
}

export const createPoolSlice = createSlice({
  name: 'createPool',
  initialState: () => initialCreatePoolState(),
  reducers: {
    fieldChanged(state, action: PayloadAction<{ field: CreatePoolTextField; value: string }>) {
      state.fields[action.payload.field] = action.payload.value;
    },
    logoSet(state, action: PayloadAction<{ logo: CreatePoolLogo | null; message?: string | null }>) {
      state.logo = action.payload.logo;
      state.logoMessage = action.payload.message ?? null;
    },
    phaseChanged(state, action: PayloadAction<CreatePoolPhase>) {
      state.phase = action.payload;
    },
    poolCreated(state, action: PayloadAction<PendingPool>) {
      state.pendingPool = action.payload;
    },
    /** After the metadata is saved: back to an empty form. */
    formReset() {
      return emptyCreatePoolState();
    },
    metadataFailed(state, action: PayloadAction<string>) {
      state.metadataError = action.payload;
    },
    metadataErrorCleared(state) {
      state.metadataError = null;
    },
    /** Shows (or, with null, dismisses) the success panel of a pool whose metadata was saved. */
    completedPoolShown(state, action: PayloadAction<string | null>) {
      state.completedPoolId = action.payload;
    },
  },
  selectors: {
    selectCreatePoolFields: (state) => state.fields,
    selectCreatePoolLogo: (state) => state.logo,
    selectCreatePoolLogoMessage: (state) => state.logoMessage,
    selectCreatePoolPhase: (state) => state.phase,
    selectPendingPool: (state) => state.pendingPool,
    selectPoolMetadataError: (state) => state.metadataError,
    selectCompletedPoolId: (state) => state.completedPoolId,
  },
});

export const { fieldChanged, logoSet, phaseChanged, poolCreated, formReset, metadataFailed, metadataErrorCleared, completedPoolShown } =
  createPoolSlice.actions;

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof createPoolSlice> {}
}

const injectedCreatePoolSlice = createPoolSlice.injectInto(rootReducer);
export const {
  selectCreatePoolFields,
  selectCreatePoolLogo,
  selectCreatePoolLogoMessage,
  selectCreatePoolPhase,
  selectPendingPool,
  selectPoolMetadataError,
  selectCompletedPoolId,
} = injectedCreatePoolSlice.selectors;
