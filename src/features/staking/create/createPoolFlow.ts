import type { AppThunk } from '../../../shared/store/store';
import { chainApi } from '../../../shared/chain/chainApi';
import { isUserRejection, USER_REJECTED_MESSAGE } from '../../../shared/errors/mapError';
import { signAndPostMetadata } from '../../../shared/metadata/submitMetadata';
import type { LogoBytes } from '../../../shared/listing/pickedLogos';
import { poolMetadataKind } from '../api/poolMetadataKind';
import { notify } from '../../../shared/toast/notify';
import { config } from '../../../config';
import { createListing, type CreateListingOutcome } from '../../../shared/listing/createListing';
import type { ReceiptLog } from '../../../shared/chain/events';
import type { ChainClient } from '../../../shared/chain/loadChainClient';
import type { Abi } from 'viem';
import type { TransactionOutcome } from '../../../shared/tx';
import { STAKING_TX_TEXTS } from '../api/stakingTx';
import { stakingFactoryAbi } from '../api/stakingContracts';
import {
  metadataFailed,
  metadataSaved,
  metadataStarted,
  poolCreated,
  type CreatePoolFields,
  type PendingPool,
} from './createPoolSlice';

export interface CreatePoolArgs {
  /** the review modal's id for the send, which it follows */
  requestId?: string;
  stakingToken: string;
  symbol: string;
  aprBps: bigint;
  durationSeconds: bigint;
  initialReward: bigint;
  feeWei: bigint;
  account: string;
}

export interface CreatedPool {
  poolId: string;
  poolAddress: string;
  owner: string;
}

/** `createPool` with the fee as value; the new id and address come from the receipt's PoolCreated. */
export function createStakingPool(args: CreatePoolArgs): AppThunk<Promise<CreateListingOutcome<CreatedPool>>> {
  return async (dispatch) => {
    const factoryAddress = config.contracts.stakingFactory;
    return dispatch(
      createListing({
        eventName: 'PoolCreated',
        texts: { created: STAKING_TX_TEXTS.created, failed: STAKING_TX_TEXTS.createFailed },
        tags: { list: 'Pool', owner: 'PoolOwner' },
        findCreated: (logs, client) => findPoolCreated(logs, factoryAddress, client),
        requestId: args.requestId,
        info: { type: 'createPool', stakingToken: args.stakingToken, symbol: args.symbol },
        send: (wallet) =>
          wallet.contracts
            .stakingFactory(factoryAddress)
            .createPool(args.stakingToken, args.aprBps, args.durationSeconds, args.initialReward, { value: args.feeWei }),
        account: args.account,
        token: args.stakingToken,
      }),
    );
  };
}

/** The PoolCreated event of a createPool receipt (only logs emitted by the factory itself). */
export function findPoolCreated(
  logs: ReadonlyArray<ReceiptLog>,
  factoryAddress: string,
  { findEmittedEvent }: Pick<ChainClient, 'findEmittedEvent'>,
): CreatedPool | null {
  const args = findEmittedEvent(logs, factoryAddress, stakingFactoryAbi as Abi, 'PoolCreated');
  if (!args) return null;
  return { poolId: (args.poolId as bigint).toString(), poolAddress: args.pool as string, owner: args.owner as string };
}

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
  logo: LogoBytes | null,
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
        kind: poolMetadataKind.kind,
        id: pending.poolId,
        owner: pending.owner,
        address: pending.poolAddress,
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
  logo: LogoBytes | null,
): AppThunk<Promise<{ transaction: TransactionOutcome; metadata: MetadataOutcome | null }>> {
  return async (dispatch) => {
    const outcome = await dispatch(createStakingPool(request));
    if (outcome.status !== 'created') return { transaction: outcome.transaction, metadata: null };
    dispatch(poolCreated(outcome.created));
    return { transaction: outcome.transaction, metadata: await dispatch(submitPoolMetadata(outcome.created, fields, logo)) };
  };
}
