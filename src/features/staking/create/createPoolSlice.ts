import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../shared/store/store';
import {
  createdListingGuard,
  createListingFormSlice,
  type CreatedListing,
  type ListingLogo,
} from '../../../shared/listing/listingFormSlice';
import type { CreatePoolFields } from '../lib/createPoolValidation';

export type { CreatePoolFields };

/**
 * The create-pool form (SPEC section 3 "Create pool form"): text fields and the prepared
 * 64×64 logo (named by id: its bytes are kept apart, see pickedLogos). `pending` records a pool
 * that was created on chain but whose metadata is not saved yet, so a retry posts the metadata
 * again instead of creating a second pool. The text fields and the pending pool survive a
 * reload through session storage until the metadata is saved (DESIGN.md section 5); the logo
 * file does not.
 */
export type CreatePoolTextField = keyof CreatePoolFields;

export type CreatePoolLogo = ListingLogo;

export type PendingPool = CreatedListing<'poolId', 'poolAddress'>;

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

/** The slice, its session persistence (`load`, `persist`) and `initialState` (shared/listing/listingFormSlice). */
export const createPoolForm = createListingFormSlice<'createPool', CreatePoolFields, CreatePoolLogo, PendingPool>({
  name: 'createPool',
  storageKey: CREATE_POOL_STORAGE_KEY,
  defaults: emptyFields,
  pendingKey: 'pendingPool',
  isPending: createdListingGuard('poolId', 'poolAddress'),
});
export const createPoolSlice = createPoolForm.slice;
export const { fieldChanged, logoChanged, listingCreated: poolCreated, metadataStarted, metadataFailed, metadataErrorCleared, metadataSaved, completedDismissed } =
  createPoolSlice.actions;

declare module '../../../shared/store/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof createPoolSlice> {}
}

export const { selectForm: selectCreatePoolForm } = createPoolSlice.injectInto(rootReducer).selectors;
