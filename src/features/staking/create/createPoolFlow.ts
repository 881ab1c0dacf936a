import type { AppThunk } from '../../../app/store';
import { chainApi } from '../../../shared/chain/chainApi';
import { isUserRejection, USER_REJECTED_MESSAGE } from '../../../shared/errors/mapError';
import { signAndPostMetadata } from '../../../shared/metadata/submitMetadata';
import { notify } from '../../../shared/toast/notify';
import type { TransactionOutcome } from '../../../shared/tx';
import { createStakingPool, type CreatePoolArgs } from '../api/stakingTx';
import {
  metadataFailed,
  metadataSaved,
  metadataStarted,
  poolCreated,
  type CreatePoolFields,
  type CreatePoolLogo,
  type PendingPool,
} from '../createPoolSlice';

export const CREATE_FLOW_TEXTS = {
  metadataSaved: 'Pool metadata submitted successfully!',
  metadataFailed: 'Failed to submit pool metadata',
  missingData: 'Missing required data for metadata submission',
} as const;

export type MetadataOutcome = { status: 'saved'; poolId: string } | { status: 'failed'; reason: string };

/**
 * Signs and posts the metadata of a created pool. On success the create form resets (and
 * the session copy with it) and shows the saved pool; on failure the pending pool stays, so the next attempt posts
 * again without creating a second pool. The dashboard's "add metadata" passes
 * `resetForm: false` so it never touches a form being filled in meanwhile.
 */
export function submitPoolMetadata(
  pending: PendingPool | null,
  fields: CreatePoolFields,
  logo: CreatePoolLogo | null,
  { resetForm = true }: { resetForm?: boolean } = {},
): AppThunk<Promise<MetadataOutcome>> {
  return async (dispatch) => {
    const description = fields.description.trim();
    const failed = (reason: string): MetadataOutcome => {
      if (resetForm) dispatch(metadataFailed(reason));
      return { status: 'failed', reason };
    };
    if (!pending || !logo || description === '') {
      notify.error(CREATE_FLOW_TEXTS.missingData);
      return failed(CREATE_FLOW_TEXTS.missingData);
    }
    if (resetForm) dispatch(metadataStarted());
    try {
      await dispatch(signAndPostMetadata({
        kind: 'stake-pool',
        id: pending.poolId,
        owner: pending.owner,
        poolAddress: pending.poolAddress,
        payload: {
          description,
          socials: {
            website: fields.website,
            twitter: fields.twitter,
            telegram: fields.telegram,
            discord: fields.discord,
          },
          logo: logo.base64,
          logoMimeType: logo.mimeType,
        },
      }));
    } catch (error) {
      if (isUserRejection(error)) {
        notify.error(USER_REJECTED_MESSAGE);
        return failed(USER_REJECTED_MESSAGE);
      }
      console.error('Pool metadata post failed', error);
      notify.error(CREATE_FLOW_TEXTS.metadataFailed);
      return failed(error instanceof Error ? error.message : String(error));
    }
    dispatch(chainApi.util.invalidateTags([{ type: 'Pool', id: pending.poolId }]));
    notify.success(CREATE_FLOW_TEXTS.metadataSaved);
    if (resetForm) dispatch(metadataSaved(pending.poolId));
    return { status: 'saved', poolId: pending.poolId };
  };
}

/** createPool → PoolCreated → sign and post the metadata → reset; `metadata` is null when no pool was created. */
export function createPoolAndMetadata(
  request: CreatePoolArgs,
  fields: CreatePoolFields,
  logo: CreatePoolLogo,
): AppThunk<Promise<{ transaction: TransactionOutcome; metadata: MetadataOutcome | null }>> {
  return async (dispatch) => {
    const outcome = await dispatch(createStakingPool(request));
    if (outcome.status !== 'created') return { transaction: outcome.transaction, metadata: null };
    dispatch(poolCreated(outcome.pool));
    return { transaction: outcome.transaction, metadata: await dispatch(submitPoolMetadata(outcome.pool, fields, logo)) };
  };
}
