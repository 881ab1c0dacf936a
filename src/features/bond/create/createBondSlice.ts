import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../shared/store/store';
import {
  createdListingGuard,
  createListingFormSlice,
  type CreatedListing,
  type ListingLogo,
} from '../../../shared/listing/listingFormSlice';
import { DEFAULT_CREATE_BOND_FIELDS, type CreateBondFields } from '../lib/createBondValidation';

/**
 * The create-bond form (SPEC section 3 "Create-bond form") and its flow. `pendingSale` is a
 * sale this form created on chain whose metadata is not saved yet: while it is set, the page
 * can only retry the signed metadata post, never create a second bond. The text fields and
 * `pendingSale` survive a reload through session storage until the metadata is saved
 * (DESIGN.md section 5); the logo (a file) does not.
 */

export type CreateBondTextField = keyof CreateBondFields;

/** The picked logo (its bytes are kept apart, see pickedLogos) and its size in bytes. */
export interface CreateBondLogo extends ListingLogo {
  size: number;
}

export type PendingSale = CreatedListing<'saleId', 'saleAddress'>;

export const CREATE_BOND_STORAGE_KEY = 'bond.createBond.v1';

/** The slice, its session persistence (`load`, `persist`) and `initialState` (shared/listing/listingFormSlice). */
export const createBondForm = createListingFormSlice<'createBond', CreateBondFields, CreateBondLogo, PendingSale>({
  name: 'createBond',
  storageKey: CREATE_BOND_STORAGE_KEY,
  defaults: DEFAULT_CREATE_BOND_FIELDS,
  pendingKey: 'pendingSale',
  isPending: createdListingGuard('saleId', 'saleAddress'),
});
export const createBondSlice = createBondForm.slice;
export const { fieldChanged, logoChanged, listingCreated: saleCreated, metadataStarted, metadataFailed, metadataSaved, completedDismissed } =
  createBondSlice.actions;

declare module '../../../shared/store/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof createBondSlice> {}
}

export const { selectForm: selectCreateBondForm } = createBondSlice.injectInto(rootReducer).selectors;
