import '../bondTransactions';
import type { AppThunk } from '../../../shared/store/store';
import { config } from '../../../config';
import { loadChainReader, type ChainClient } from '../../../shared/chain/loadChainClient';
import type { Abi } from 'viem';
import { bondFactoryAbi } from '../api/bondContracts';
import { createListing, type CreateListingOutcome } from '../../../shared/listing/createListing';
import type { ReceiptLog } from '../../../shared/chain/events';
import { createListingThenMetadata, submitListingMetadata, type MetadataOutcome } from '../../../shared/listing/listingMetadataFlow';
import type { LogoBytes } from '../../../shared/listing/pickedLogos';
import { saleMetadataKind } from '../api/saleMetadataKind';
import { approveToken, type TransactionOutcome } from '../../../shared/tx';
import type { CreateBondFields } from '../lib/createBondValidation';
import { createBondForm, saleCreated, type PendingSale } from './createBondSlice';

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

/** `createSale` with the fee as value; the new sale's id and address come from the receipt's SaleCreated. */
export function createBondSale(request: CreateSaleRequest): AppThunk<Promise<CreateListingOutcome<PendingSale>>> {
  const factoryAddress = config.contracts.bondFactory;
  const { token, currency, vestingSeconds, maxTokens, discountBps, minPricePerToken, maxPerBuyer, feeWei } = request;
  return createListing({
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
  });
}

/** The metadata body of the form: trimmed description, the three links, the logo if any. */
export function metadataPayloadOf(fields: CreateBondFields, logo: LogoBytes | null) {
  return {
    description: fields.description.trim(),
    socials: { website: fields.websiteUrl, twitter: fields.twitterUrl, telegram: fields.telegramUrl },
    logo: logo?.base64 ?? '',
    logoMimeType: logo?.mimeType ?? '',
  };
}

const METADATA_TEXTS = {
  failed: CREATE_BOND_FLOW_TEXTS.metadataFailed,
  failureToast: (reason: string) => (reason ? CREATE_BOND_FLOW_TEXTS.metadataFailedWith(reason) : CREATE_BOND_FLOW_TEXTS.metadataFailed),
};

/**
 * Signs and posts the metadata of `sale` (DESIGN.md section 4). `fromCreateForm: false` (the
 * owner page's "Add metadata") leaves the create form alone.
 */
export function submitBondMetadata(
  sale: PendingSale,
  fields: CreateBondFields,
  logo: LogoBytes | null,
  { fromCreateForm = true }: { fromCreateForm?: boolean } = {},
): AppThunk<Promise<MetadataOutcome>> {
  return submitListingMetadata({
    post: { kind: saleMetadataKind.kind, id: sale.saleId, owner: sale.owner, payload: metadataPayloadOf(fields, logo) },
    tag: 'Sale',
    texts: METADATA_TEXTS,
    form: fromCreateForm ? createBondForm.metadataActions : undefined,
  });
}

/** createSale → SaleCreated → sign and post the metadata; `metadata` is null when no sale was created. */
export function createBondAndMetadata(request: CreateSaleRequest, fields: CreateBondFields, logo: LogoBytes | null) {
  return createListingThenMetadata({
    create: createBondSale(request),
    recordCreated: saleCreated,
    describe: (sale) => submitBondMetadata(sale, fields, logo),
  });
}
