import { hashMessage, recoverAddress } from 'ethers';
import {
  canonicalJson,
  parseMetadataMessage,
  type MetadataPayload,
  type MetadataScope,
  type MetadataSocials,
} from '../../common/metadata/signedMetadata';
import { badRequest, forbidden } from '../lib/errors';
import { checkLogo, type CheckedLogo } from '../lib/images';
import { keccak256Utf8 } from '../lib/keccak';
import { decodeBase64Strict, isHttpsUrl } from '../lib/validation';

export const DESCRIPTION_MAX_CHARS = 150;
/** A signed post is fresh for this long around the server's time (the later of chain and wall clock). */
export const MESSAGE_FRESHNESS_SECONDS = 600;
export const SOCIAL_KEYS = ['website', 'twitter', 'telegram', 'discord'] as const;

export interface MetadataBody {
  description: string;
  socials?: MetadataSocials;
  logo?: string;
  logoMimeType?: string;
  message: string;
  signature: string;
}

export interface CheckedContent {
  description: string;
  /** only the links that were given, each https */
  socials: MetadataSocials;
  logo: CheckedLogo | null;
}

/** Content rules of SPEC section 9 and DESIGN.md section 4; throws a 4xx ApiError on the first violation. */
export function checkContent(body: MetadataBody, maxLogoBytes: number): CheckedContent {
  if ([...body.description].length > DESCRIPTION_MAX_CHARS) {
    throw badRequest(`The description must be at most ${DESCRIPTION_MAX_CHARS} characters`);
  }
  const socials: MetadataSocials = {};
  for (const key of SOCIAL_KEYS) {
    const value = body.socials?.[key];
    if (value === undefined || value === '') continue;
    if (!isHttpsUrl(value)) throw badRequest(`socials.${key} must be an https:// URL`);
    socials[key] = value;
  }
  const logoText = body.logo ?? '';
  const mime = body.logoMimeType ?? '';
  if (logoText === '') {
    if (mime !== '') throw badRequest('logoMimeType is given but the logo is empty');
    return { description: body.description, socials, logo: null };
  }
  const bytes = decodeBase64Strict(logoText);
  if (!bytes) throw badRequest('The logo is not valid base64 (without a data: prefix)');
  return { description: body.description, socials, logo: checkLogo(bytes, mime, maxLogoBytes) };
}

export interface VerifiedMessage {
  /** lowercase address that signed */
  signer: string;
  messageDigest: string;
  /** the message's issue time, unix seconds (used signatures are pruned by it) */
  issuedAt: number;
  /** the same in milliseconds, as signed (versions of one listing's metadata are ordered by it) */
  issuedAtMs: number;
  /** the payload hash the signer committed to */
  payloadHash: string;
}

/**
 * Everything about the signed text that needs neither the logo nor a chain read except the block
 * time: its first line names this entity, it names this deployment (chain and the kind's
 * factory), it is fresh, and the signature recovers to the claimed owner. It costs microseconds
 * whatever the body's size, so a stranger's post is refused before any of its content is hashed,
 * decoded or drawn. The caller then compares the signer with the on-chain owner, and only then
 * checks the content against the signed payload hash ({@link checkPayloadHash}).
 *
 * @param nowMs the server's time: metadataIssueTime(latest block timestamp), as the app signs with
 */
export function verifyMetadataMessage(args: {
  kind: string;
  id: string;
  scope: MetadataScope;
  body: Pick<MetadataBody, 'message' | 'signature'>;
  claimedOwner: string;
  nowMs: number;
}): VerifiedMessage {
  const { kind, id, scope, body, claimedOwner, nowMs } = args;
  const parsed = parseMetadataMessage(body.message);
  if (!parsed) throw badRequest('The signed message is not in the expected format (docs/ARCHITECTURE.md); please sign again');
  if (parsed.kind !== kind || parsed.id !== id) {
    throw badRequest(`The signed message is for ${parsed.kind} ${parsed.id}, not ${kind} ${id}`);
  }
  if (parsed.chainId !== scope.chainId || parsed.factory !== scope.factory.toLowerCase()) {
    throw badRequest(
      `The signed message is for another deployment (chain ${parsed.chainId}, factory ${parsed.factory}), not this one (chain ${scope.chainId}, factory ${scope.factory.toLowerCase()})`,
    );
  }
  const issuedAtMs = parsed.issuedAt.getTime();
  if (issuedAtMs < nowMs - MESSAGE_FRESHNESS_SECONDS * 1000) throw badRequest('The signed message has expired; please sign again');
  if (issuedAtMs > nowMs + MESSAGE_FRESHNESS_SECONDS * 1000) {
    throw badRequest("The signed message's time is more than 10 minutes ahead of the chain's; please check the device's clock and sign again");
  }
  const messageDigest = hashMessage(body.message);
  let signer: string;
  try {
    signer = recoverAddress(messageDigest, body.signature).toLowerCase();
  } catch {
    throw badRequest('The signature is not valid');
  }
  if (signer !== claimedOwner) throw forbidden('The signature was not made by the owner given in the request');
  return { signer, messageDigest, issuedAt: Math.floor(issuedAtMs / 1000), issuedAtMs, payloadHash: parsed.payloadHash };
}

/** The posted fields must be exactly what was signed (the hash of the signed message's payload line). */
export function checkPayloadHash(body: MetadataBody, payloadHash: string): void {
  // Fields the client left out stay out of the hash (canonicalJson drops undefined), exactly
  // as the app's own hashing of the same object does.
  // metadataPayloadHash's exact input, hashed natively (see keccak256Utf8).
  const payload = {
    description: body.description,
    socials: body.socials,
    logo: body.logo,
    logoMimeType: body.logoMimeType,
  } as MetadataPayload;
  if (keccak256Utf8(canonicalJson(payload)) !== payloadHash) {
    throw badRequest('The signed message does not match the posted content');
  }
}
