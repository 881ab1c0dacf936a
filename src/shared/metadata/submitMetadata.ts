import type { AppThunk } from '../store/store';
import { config } from '../../config';
import { metadataKind } from './metadataKinds';
import type { ApiError } from '../api/productApi';
import { readChainTime } from '../chain/clock/readChainTime';
import { loadChainReader } from '../chain/loadChainClient';
import { getActiveProvider } from '../wallet/walletActions';
import type { Eip1193Provider } from '../wallet/eip1193';
import type { MetadataPayload, MetadataSocials } from '../../../common/metadata/signedMetadata';
import { metadataApi } from './metadataApi';

export interface SignAndPostMetadataArgs {
  /** a registered metadata kind (shared/metadata/metadataKinds) */
  kind: string;
  /** the listing's id (decimal) */
  id: number | string;
  /** the wallet that owns the listing on chain (it signs) */
  owner: string;
  /** the listing's contract, for kinds whose post names it */
  address?: string;
  payload: MetadataPayload;
}

export interface SignAndPostDeps {
  provider?: Eip1193Provider;
  /** chain time, unix seconds */
  latestTimestamp?: () => Promise<number>;
}

/** Drops empty social links so the signed hash and the stored record agree on what was sent. */
export function cleanSocials(socials: MetadataSocials): MetadataSocials {
  const clean: MetadataSocials = {};
  for (const key of ['website', 'twitter', 'telegram', 'discord'] as const) {
    const value = socials[key]?.trim();
    if (value) clean[key] = value;
  }
  return clean;
}

function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Saves a listing's metadata (SPEC section 7, DESIGN.md section 4): builds the signed message
 * (deployment, payload hash, issue time), has the owner's wallet `personal_sign` it, and posts it
 * through productApi's `postMetadata` mutation, which refreshes that listing's cached
 * metadata. Rejects with an Error carrying the server's message when the post is refused.
 */
export function signAndPostMetadata(args: SignAndPostMetadataArgs, deps: SignAndPostDeps = {}): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const kind = metadataKind(args.kind);
    if (kind.needsAddress && !args.address) throw new Error('Missing required data for metadata submission');
    const provider = deps.provider ?? getActiveProvider();
    if (!provider) throw new Error('Please connect your wallet');
    const payload: MetadataPayload = { ...args.payload, socials: cleanSocials(args.payload.socials) };

    const blockTime = deps.latestTimestamp
      ? await deps.latestTimestamp()
      : await readChainTime((await loadChainReader()).contracts);
    // signedMetadata hashes with ethers: load it with the chain chunk, not the main bundle
    const { buildMetadataMessage, metadataIssueTime } = await import(/* webpackChunkName: "chain-client" */ '../../../common/metadata/signedMetadata');
    // the signature counts on this deployment only: its chain and the kind's factory
    const scope = { chainId: config.chainId, factory: kind.factory() };
    const message = buildMetadataMessage(args.kind, args.id, scope, payload, metadataIssueTime(blockTime));
    const signature = (await provider.request({ method: 'personal_sign', params: [utf8Hex(message), args.owner] })) as string;

    const { id, owner, address } = args;
    try {
      await dispatch(metadataApi.endpoints.postMetadata.initiate({ kind: args.kind, id, owner, address, message, signature, payload })).unwrap();
    } catch (error) {
      throw new Error((error as ApiError).message);
    }
  };
}

/** Reads a picked file as base64 without the `data:` prefix, with its MIME type. */
export function fileToBase64(file: Blob): Promise<{ base64: string; mimeType: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.onload = () => {
      const result = String(reader.result ?? '');
      const comma = result.indexOf(',');
      resolve({ base64: comma >= 0 ? result.slice(comma + 1) : result, mimeType: file.type || 'application/octet-stream' });
    };
    reader.readAsDataURL(file);
  });
}
