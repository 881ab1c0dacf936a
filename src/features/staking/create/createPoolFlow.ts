import type { AppThunk } from '../../../app/store';
import { chainApi } from '../../../shared/chain/chainApi';
import { isUserRejection, USER_REJECTED_MESSAGE } from '../../../shared/errors/mapError';
import { signAndPostMetadata } from '../../../shared/metadata/submitMetadata';
import { notify } from '../../../shared/toast/notify';
import { createStakingPool, type CreatePoolArgs } from '../api/stakingTx';
import {
  formReset,
  phaseChanged,
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
 * the session copy with it); on failure `pendingPool` stays, so the next attempt posts
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
    if (!pending || !logo || description === '') {
      notify.error(CREATE_FLOW_TEXTS.missingData);
      return { status: 'failed', reason: CREATE_FLOW_TEXTS.missingData };
    }
    if (resetForm) dispatch(phaseChanged('signing'));
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
      if (resetForm) dispatch(phaseChanged('idle'));
      if (isUserRejection(error)) {
        notify.error(USER_REJECTED_MESSAGE);
        return { status: 'failed', reason: USER_REJECTED_MESSAGE };
      }
      console.error('Pool metadata post failed', error);
      notify.error(CREATE_FLOW_TEXTS.metadataFailed);
      return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
    dispatch(chainApi.util.invalidateTags([{ type: 'Pool', id: pending.poolId }]));
    notify.success(CREATE_FLOW_TEXTS.metadataSaved);
    if (resetForm) dispatch(formReset());
    return { status: 'saved', poolId: pending.poolId };
  };
}

/** createPool → PoolCreated → sign and post the metadata → reset. */
export function createPoolAndMetadata(
  request: CreatePoolArgs,
  fields: CreatePoolFields,
  logo: CreatePoolLogo,
): AppThunk<Promise<MetadataOutcome | { status: 'not-created' }>> {
  return async (dispatch) => {
    dispatch(phaseChanged('creating'));
    const outcome = await dispatch(createStakingPool(request));
    if (outcome.status !== 'created') {
      dispatch(phaseChanged('idle'));
      return { status: 'not-created' };
    }
    dispatch(poolCreated(outcome.pool));
    return dispatch(submitPoolMetadata(outcome.pool, fields, logo));
  };
}
