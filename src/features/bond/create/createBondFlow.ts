import '../bondTransactions';
import type { AppThunk } from '../../../shared/store/store';
import { config } from '../../../config';
import { chainApi } from '../../../shared/chain/chainApi';
import { loadChainReader, type ChainClient } from '../../../shared/chain/loadChainClient';
import type { Abi } from 'viem';
import { bondFactoryAbi } from '../api/bondContracts';
import { isUserRejection, USER_REJECTED_MESSAGE } from '../../../shared/errors/mapError';
import { createListing, type CreateListingOutcome } from '../../../shared/listing/createListing';
import type { ReceiptLog } from '../../../shared/chain/events';
import { signAndPostMetadata } from '../../../shared/metadata/submitMetadata';
import type { LogoBytes } from '../../../shared/listing/pickedLogos';
import { saleMetadataKind } from '../api/saleMetadataKind';
import { notify } from '../../../shared/toast/notify';
import { approveToken, type TransactionOutcome } from '../../../shared/tx';
import type { CreateBondFields } from '../lib/createBondValidation';
import {
  metadataFailed,
  metadataSaved,
  metadataStarted,
  saleCreated,
  type PendingSale,
} from './createBondSlice';

/**
 * The create-bond writes (SPEC sections 4, 7 and 8): approve the sale token to the BOND FACTORY,
 * `createSale` paying the creation fee, then the owner's signed metadata post. TypeChain loads
 * on demand with the chain client chunk.
 */
export const CREATE_BOND_FLOW_TEXTS = {
  approveSuccess: 'Token approved successfully',
  approveFailure: 'Failed to approve token',
  createSuccess: 'Bond created successfully!',
  createFailure: 'Failed to create bond',
  metadataFailed: 'Failed to save metadata',
  metadataFailedWith: (reason: string) => `Bond created but failed to save metadata: ${reason}`,
} as const;


/** What createListing needs to know of a bond sale. */
const SALE_LISTING = {
  eventName: 'SaleCreated',
  texts: { created: CREATE_BOND_FLOW_TEXTS.createSuccess, failed: CREATE_BOND_FLOW_TEXTS.createFailure },
  tags: { list: 'Sale', owner: 'SaleOwner' },
} as const;

/** Approves exactly `amount` of the sale token to the bond factory, which pulls it in createSale. */
export function approveBondToken(args: { token: string; symbol: string; owner: string; amount: bigint }): AppThunk<Promise<TransactionOutcome>> {
  return approveToken({
    ...args,
    spender: config.contracts.bondFactory,
    messages: {
      success: CREATE_BOND_FLOW_TEXTS.approveSuccess,
      failure: CREATE_BOND_FLOW_TEXTS.approveFailure,
      sendFailure: CREATE_BOND_FLOW_TEXTS.approveFailure,
    },
  });
}

/** The SaleCreated event of a createSale receipt (only logs the factory itself emitted). */
export function findSaleCreated(
  logs: ReadonlyArray<ReceiptLog>,
  factoryAddress: string,
  { findEmittedEvent }: Pick<ChainClient, 'findEmittedEvent'>,
): PendingSale | null {
  const args = findEmittedEvent(logs, factoryAddress, bondFactoryAbi as Abi, 'SaleCreated');
  if (!args) return null;
  return {
    saleId: (args.saleId as bigint).toString(),
    saleAddress: args.sale as string,
    owner: args.owner as string,
  };
}

export interface CreateSaleRequest {
  /** the review modal's id for the send, which it follows */
  requestId?: string;
  token: string;
  symbol: string;
  currency: number;
  vestingSeconds: bigint;
  maxTokens: bigint;
  discountBps: bigint;
  /** payment base units per whole token */
  minPricePerToken: bigint;
  /** raw token units; 0n = no cap */
  maxPerBuyer: bigint;
  /** raw tokens quotes may buy in any 60 minutes; absent: the factory's `defaultHourlyBudget(maxTokens)` */
  hourlyBudget?: bigint;
  feeWei: bigint;
  account: string;
}

/** `createSale` with the fee as value; the new sale is kept in the slice before anything else. */
export function createBondSale(request: CreateSaleRequest): AppThunk<Promise<CreateListingOutcome<PendingSale>>> {
  const factoryAddress = config.contracts.bondFactory;
  return async (dispatch) => {
    const { token, currency, vestingSeconds, maxTokens, discountBps, minPricePerToken, maxPerBuyer, feeWei } = request;
    const outcome = await dispatch(
      createListing({
        ...SALE_LISTING,
        findCreated: (logs, client) => findSaleCreated(logs, factoryAddress, client),
        requestId: request.requestId,
        info: { type: 'createSale', token, symbol: request.symbol },
        send: async (wallet) => {
          const hourlyBudget =
            request.hourlyBudget ?? (await (await loadChainReader()).contracts.bondFactory(factoryAddress).defaultHourlyBudget(maxTokens));
          return wallet.contracts
            .bondFactory(factoryAddress)
            .createSale(token, currency, vestingSeconds, maxTokens, discountBps, minPricePerToken, maxPerBuyer, hourlyBudget, { value: feeWei });
        },
        account: request.account,
        token,
      }),
    );
    if (outcome.status === 'created') dispatch(saleCreated(outcome.created));
    return outcome;
  };
}

export type MetadataOutcome = { status: 'saved'; saleId: string } | { status: 'failed'; reason: string };

/** The metadata body of the form: trimmed description, the three links, the logo if any. */
export function metadataPayloadOf(fields: CreateBondFields, logo: LogoBytes | null) {
  return {
    description: fields.description.trim(),
    socials: { website: fields.websiteUrl, twitter: fields.twitterUrl, telegram: fields.telegramUrl },
    logo: logo?.base64 ?? '',
    logoMimeType: logo?.mimeType ?? '',
  };
}

/**
 * Signs and posts the metadata of `sale` (DESIGN.md section 4). On failure the sale stays in the
 * slice, so a retry posts again and never creates a second bond. `fromCreateForm: false` (the
 * owner page's "Add metadata") leaves the create form alone.
 */
export function submitBondMetadata(
  sale: PendingSale,
  fields: CreateBondFields,
  logo: LogoBytes | null,
  { fromCreateForm = true }: { fromCreateForm?: boolean } = {},
): AppThunk<Promise<MetadataOutcome>> {
  return async (dispatch) => {
    if (fromCreateForm) dispatch(metadataStarted());
    try {
      await dispatch(signAndPostMetadata({ kind: saleMetadataKind.kind, id: sale.saleId, owner: sale.owner, payload: metadataPayloadOf(fields, logo) }));
    } catch (error) {
      const reason = isUserRejection(error) ? USER_REJECTED_MESSAGE : error instanceof Error ? error.message.trim() : '';
      if (!isUserRejection(error)) console.error('Bond metadata post failed', error);
      notify.error(reason ? CREATE_BOND_FLOW_TEXTS.metadataFailedWith(reason) : CREATE_BOND_FLOW_TEXTS.metadataFailed);
      if (fromCreateForm) dispatch(metadataFailed(reason || CREATE_BOND_FLOW_TEXTS.metadataFailed));
      return { status: 'failed', reason: reason || CREATE_BOND_FLOW_TEXTS.metadataFailed };
    }
    dispatch(chainApi.util.invalidateTags([{ type: 'Sale', id: sale.saleId }]));
    if (fromCreateForm) dispatch(metadataSaved(sale.saleId));
    return { status: 'saved', saleId: sale.saleId };
  };
}

/** createSale → SaleCreated → sign and post the metadata; `metadata` is null when no sale was created. */
export function createBondAndMetadata(
  request: CreateSaleRequest,
  fields: CreateBondFields,
  logo: LogoBytes | null,
): AppThunk<Promise<{ transaction: TransactionOutcome; metadata: MetadataOutcome | null }>> {
  return async (dispatch) => {
    const created = await dispatch(createBondSale(request));
    if (created.status !== 'created') return { transaction: created.transaction, metadata: null };
    return { transaction: created.transaction, metadata: await dispatch(submitBondMetadata(created.created, fields, logo)) };
  };
}
