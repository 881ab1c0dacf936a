import type { AppThunk } from '../../../shared/store/store';
import { USER_REJECTED_MESSAGE } from '../../../shared/errors/mapError';
import { createListingThenMetadata, submitListingMetadata, type MetadataOutcome } from '../../../shared/listing/listingMetadataFlow';
import type { LogoBytes } from '../../../shared/listing/pickedLogos';
import { poolMetadataKind } from '../api/poolMetadataKind';
import { notify } from '../../../shared/toast/notify';
import { config } from '../../../config';
import { createListing, type CreateListingOutcome } from '../../../shared/listing/createListing';
import type { ReceiptLog } from '../../../shared/chain/events';
import type { ChainClient } from '../../../shared/chain/loadChainClient';
import type { Abi } from 'viem';
import { STAKING_TX_TEXTS } from '../api/stakingTx';
import { stakingFactoryAbi } from '../api/stakingContracts';
import { createPoolForm, poolCreated, type CreatePoolFields, type PendingPool } from './createPoolSlice';

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
  const factoryAddress = config.contracts.stakingFactory;
  return createListing({
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
  });
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

const METADATA_TEXTS = {
  saved: CREATE_FLOW_TEXTS.metadataSaved,
  failed: CREATE_FLOW_TEXTS.metadataFailed,
  failureToast: (_reason: string, rejected: boolean) => (rejected ? USER_REJECTED_MESSAGE : CREATE_FLOW_TEXTS.metadataFailed),
};

/**
 * Signs and posts the metadata of a created pool; on success the create form resets (and the
 * session copy with it) and shows the saved pool. The dashboard's "add metadata" passes
 * `resetForm: false` so it never touches a form being filled in meanwhile.
 */
export function submitPoolMetadata(
  pending: PendingPool | null,
  fields: CreatePoolFields,
  logo: LogoBytes | null,
  { resetForm = true }: { resetForm?: boolean } = {},
): AppThunk<Promise<MetadataOutcome>> {
  const form = resetForm ? createPoolForm.metadataActions : undefined;
  const description = fields.description.trim();
  // a pool's metadata needs its logo and a description (SPEC section 3)
  if (!pending || !logo || description === '') {
    return async (dispatch) => {
      notify.error(CREATE_FLOW_TEXTS.missingData);
      if (form) dispatch(form.metadataFailed(CREATE_FLOW_TEXTS.missingData));
      return { status: 'failed', reason: CREATE_FLOW_TEXTS.missingData };
    };
  }
  return submitListingMetadata({
    post: {
      kind: poolMetadataKind.kind,
      id: pending.poolId,
      owner: pending.owner,
      address: pending.poolAddress,
      payload: {
        description,
        socials: { website: fields.website, twitter: fields.twitter, telegram: fields.telegram, discord: fields.discord },
        logo: logo.base64,
        logoMimeType: logo.mimeType,
      },
    },
    tag: 'Pool',
    texts: METADATA_TEXTS,
    form,
  });
}

/** createPool → PoolCreated → sign and post the metadata → reset; `metadata` is null when no pool was created. */
export function createPoolAndMetadata(request: CreatePoolArgs, fields: CreatePoolFields, logo: LogoBytes | null) {
  return createListingThenMetadata({
    create: createStakingPool(request),
    recordCreated: poolCreated,
    describe: (pool) => submitPoolMetadata(pool, fields, logo),
  });
}
