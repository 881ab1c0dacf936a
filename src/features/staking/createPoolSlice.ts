import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { createListingFormSlice, type ListingFormState } from '../../shared/listing/listingFormSlice';

/**
 * The create-pool form (SPEC section 3 "Create pool form"): text fields and the prepared
 * 64×64 logo (a small base64 PNG, so the store stays serializable). `pending` records a pool
 * that was created on chain but whose metadata is not saved yet, so a retry posts the metadata
 * again instead of creating a second pool. The text fields and the pending pool survive a
 * reload through session storage until the metadata is saved (DESIGN.md section 5); the logo
 * file does not.
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

export interface PendingPool {
  poolId: string;
  poolAddress: string;
  owner: string;
}

export type CreatePoolState = ListingFormState<CreatePoolFields, CreatePoolLogo, PendingPool>;

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

const form = createListingFormSlice<'createPool', CreatePoolFields, CreatePoolLogo, PendingPool>({
  name: 'createPool',
  storageKey: CREATE_POOL_STORAGE_KEY,
  defaults: emptyFields,
  pendingKey: 'pendingPool',
  isPending: isPendingPool,
});

export const createPoolSlice = form.slice;
export const initialCreatePoolState = form.initialState;
/** What session storage holds, validated field by field (it may hold anything). */
export const loadPersistedCreatePool = form.load;
/** Writes the form to session storage, or removes it when there is nothing left to keep. */
export const persistCreatePool = form.persist;

export const {
  fieldChanged,
  logoChanged,
  listingCreated: poolCreated,
  metadataStarted,
  metadataFailed,
  metadataErrorCleared,
  metadataSaved,
  completedDismissed,
} = createPoolSlice.actions;

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof createPoolSlice> {}
}

export const { selectForm: selectCreatePoolForm } = createPoolSlice.injectInto(rootReducer).selectors;
