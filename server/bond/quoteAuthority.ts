import { PricingUnavailableError } from './pricingUnavailable';

/** `quotesResumeAt` while a pause has no end scheduled (the factory's `type(uint64).max`). */
export const PAUSED_UNTIL_UNPAUSED = 2n ** 64n - 1n;
/** A paused or signer-less platform is asked again this often: the guardian's stop lasts hours, not seconds. */
const STOPPED_RETRY_SECONDS = 300;
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** The bond factory's say over quotes at one block. */
export interface QuoteAuthority {
  /** the signer whose quotes sales accept now (`quoteSigner()`); zero after a revocation */
  signer: string;
  /** buying with quotes is paused while chain time is below it (`quotesResumeAt`; 0 = never paused) */
  quotesResumeAt: bigint;
  pendingSigner: string;
  signerActivatesAt: bigint;
}

/** A chain time as a reader sees it, rounded up to the minute so it is never early: '2026-11-30 08:12 UTC'. */
export function chainTimeLabel(seconds: number): string {
  const minute = Math.ceil(seconds / 60) * 60;
  return `${new Date(minute * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Why no quote may be signed at chain time `now`, or null when one may: the platform paused buying
 * or revoked the signer (a leaked key), or this server holds a key the factory does not trust (a
 * rotation under way). A quote signed anyway would revert on chain, so none is.
 */
export function quoteRefusal(authority: QuoteAuthority, ownSigner: string, now: number): PricingUnavailableError | null {
  if (BigInt(now) < authority.quotesResumeAt) {
    if (authority.quotesResumeAt === PAUSED_UNTIL_UNPAUSED) {
      return new PricingUnavailableError('Purchases are paused by the platform: no quote is signed until it resumes them.', STOPPED_RETRY_SECONDS);
    }
    const resumeAt = Number(authority.quotesResumeAt);
    return new PricingUnavailableError(`Purchases are paused by the platform until ${chainTimeLabel(resumeAt)}.`, resumeAt - now, resumeAt);
  }
  if (authority.signer === ZERO_ADDRESS) {
    const activatesAt = Number(authority.signerActivatesAt);
    if (authority.pendingSigner !== ZERO_ADDRESS && activatesAt > now) {
      return new PricingUnavailableError(
        `The platform revoked its quote signer: purchases resume when the new signer takes effect at ${chainTimeLabel(activatesAt)}.`,
        activatesAt - now,
        activatesAt,
      );
    }
    return new PricingUnavailableError(
      'The platform revoked its quote signer: purchases resume 2 days after it proposes a new one.',
      STOPPED_RETRY_SECONDS,
    );
  }
  if (authority.signer.toLowerCase() !== ownSigner.toLowerCase()) {
    return new PricingUnavailableError(
      "This server's quote key is not the signer the bond factory trusts now: no quote is signed until the two match.",
      STOPPED_RETRY_SECONDS,
    );
  }
  return null;
}
