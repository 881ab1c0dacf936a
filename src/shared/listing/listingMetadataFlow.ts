import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppThunk } from '../store/store';
import { chainApi, type ChainApiTag } from '../chain/chainApi';
import { isUserRejection, USER_REJECTED_MESSAGE } from '../errors/mapError';
import { signAndPostMetadata, type SignAndPostMetadataArgs } from '../metadata/submitMetadata';
import { notify } from '../toast/notify';
import type { TransactionOutcome } from '../tx';
import type { CreateListingOutcome } from './createListing';

export type MetadataOutcome = { status: 'saved'; id: string } | { status: 'failed'; reason: string };

/** The create form's actions (listingFormSlice) the metadata step reports to. */
export interface MetadataFormActions {
  metadataStarted(): UnknownAction;
  metadataFailed(reason: string): UnknownAction;
  metadataSaved(id: string): UnknownAction;
}

export interface MetadataStepTexts {
  /** the toast once saved; none where the page shows its own success */
  saved?: string;
  /** the reason kept beside the retry when the error names none */
  failed: string;
  /** the toast of a failed post, from the error's message ('' when none) or the wallet's refusal text */
  failureToast(reason: string, rejected: boolean): string;
}

export interface SubmitListingMetadataOptions {
  post: SignAndPostMetadataArgs;
  /** the chain tag whose entry for this id refreshes once the metadata is saved: 'Drop' */
  tag: ChainApiTag;
  texts: MetadataStepTexts;
  /** the create form's actions; absent when the post comes from an owner page, which leaves any form being filled in alone */
  form?: MetadataFormActions;
}

/**
 * The metadata step of every create flow, and of an owner's later "Add metadata": the owner signs,
 * the API stores it. On failure the created listing stays pending in the form, so the next attempt
 * posts again and never creates a second listing.
 */
export function submitListingMetadata({ post, tag, texts, form }: SubmitListingMetadataOptions): AppThunk<Promise<MetadataOutcome>> {
  return async (dispatch) => {
    if (form) dispatch(form.metadataStarted());
    try {
      await dispatch(signAndPostMetadata(post));
    } catch (error) {
      const rejected = isUserRejection(error);
      const reason = rejected ? USER_REJECTED_MESSAGE : error instanceof Error ? error.message.trim() : '';
      if (!rejected) console.error(`Metadata post of ${post.kind} ${post.id} failed`, error);
      notify.error(texts.failureToast(reason, rejected));
      const kept = reason || texts.failed;
      if (form) dispatch(form.metadataFailed(kept));
      return { status: 'failed', reason: kept };
    }
    const id = String(post.id);
    dispatch(chainApi.util.invalidateTags([{ type: tag, id }]));
    if (texts.saved) notify.success(texts.saved);
    if (form) dispatch(form.metadataSaved(id));
    return { status: 'saved', id };
  };
}

export interface CreateThenDescribe<T> {
  /** the create transaction (createListing with the kind's factory call) */
  create: AppThunk<Promise<CreateListingOutcome<T>>>;
  /** keeps the created listing in the form before anything else can fail (listingCreated) */
  recordCreated(created: T): UnknownAction;
  /** the metadata step for the created listing */
  describe(created: T): AppThunk<Promise<MetadataOutcome>>;
}

/** create → the created event → sign and post the metadata; `metadata` is null when nothing was created. */
export function createListingThenMetadata<T>({
  create,
  recordCreated,
  describe,
}: CreateThenDescribe<T>): AppThunk<Promise<{ transaction: TransactionOutcome; metadata: MetadataOutcome | null }>> {
  return async (dispatch) => {
    const created = await dispatch(create);
    if (created.status !== 'created') return { transaction: created.transaction, metadata: null };
    dispatch(recordCreated(created.created));
    return { transaction: created.transaction, metadata: await dispatch(describe(created.created)) };
  };
}
