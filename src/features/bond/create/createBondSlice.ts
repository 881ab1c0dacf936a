import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/store';
import { createListingFormSlice, type ListingFormState } from '../../../shared/listing/listingFormSlice';
import { isListingId } from '../../../shared/listing/routeId';
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

export interface PendingSale {
  /** decimal string */
  saleId: string;
  /** checksummed, like `owner` */
  saleAddress: string;
  /** the wallet that must sign the metadata */
  owner: string;
}

export type CreateBondState = ListingFormState<CreateBondFields, CreateBondLogo, PendingSale>;

export const CREATE_BOND_STORAGE_KEY = 'bond.createBond.v1';

function isPendingSale(value: unknown): value is PendingSale {
  const v = value as PendingSale | null;
  return !!v && isListingId(v.saleId) && typeof v.saleAddress === 'string' && typeof v.owner === 'string';
}

const form = createListingFormSlice<'createBond', CreateBondFields, CreateBondLogo, PendingSale>({
  name: 'createBond',
  storageKey: CREATE_BOND_STORAGE_KEY,
  defaults: DEFAULT_CREATE_BOND_FIELDS,
  pendingKey: 'pendingSale',
  isPending: isPendingSale,
});

export const createBondSlice = form.slice;
export const initialCreateBondState = form.initialState;
/** Session storage may hold anything: take only well-formed fields. */
export const loadPersistedCreateBond = form.load;
/** Keeps the form in session storage, or removes it once there is nothing worth keeping. */
export const persistCreateBond = form.persist;

export const {
  fieldChanged,
  logoChanged,
  listingCreated: saleCreated,
  metadataStarted,
  metadataFailed,
  metadataSaved,
  completedDismissed,
} = createBondSlice.actions;

declare module '../../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof createBondSlice> {}
}

export const { selectForm: selectCreateBondForm } = createBondSlice.injectInto(rootReducer).selectors;
