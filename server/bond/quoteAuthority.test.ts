/** @jest-environment node */
import { chainTimeLabel, PAUSED_UNTIL_UNPAUSED, quoteRefusal, type QuoteAuthority } from './quoteAuthority';

const ZERO = '0x0000000000000000000000000000000000000000';
const SIGNER = '0x00000000000000000000000000000000000000aa';
const NEXT = '0x00000000000000000000000000000000000000bb';
const now = Date.parse('2026-11-28T07:00:10Z') / 1000;
const trusted: QuoteAuthority = { signer: SIGNER, quotesResumeAt: 0n, pendingSigner: ZERO, signerActivatesAt: 0n };

describe('whether the bond factory lets this server sign a quote', () => {
  it('signs while its key is the trusted signer and nothing is paused, whatever the letter case', () => {
    expect(quoteRefusal(trusted, SIGNER.toUpperCase().replace('0X', '0x'), now)).toBeNull();
    expect(quoteRefusal({ ...trusted, quotesResumeAt: BigInt(now) }, SIGNER, now)).toBeNull();
  });

  it('refuses with a 503 while the platform pauses buying, naming when it resumes when that is scheduled', () => {
    const open = quoteRefusal({ ...trusted, quotesResumeAt: PAUSED_UNTIL_UNPAUSED }, SIGNER, now)!;
    expect(open.statusCode).toBe(503);
    expect(open.message).toBe('Purchases are paused by the platform: no quote is signed until it resumes them.');
    expect(open.readyAt).toBeUndefined();

    const resumeAt = now + 2 * 86_400;
    const scheduled = quoteRefusal({ ...trusted, quotesResumeAt: BigInt(resumeAt) }, SIGNER, now)!;
    expect(scheduled.message).toBe('Purchases are paused by the platform until 2026-11-30 07:01 UTC.');
    expect(scheduled.readyAt).toBe(resumeAt);
    expect(scheduled.retryAfterSeconds).toBe(2 * 86_400);
  });

  it('refuses while no signer is active, naming when the next one takes effect', () => {
    const revoked = quoteRefusal({ ...trusted, signer: ZERO }, SIGNER, now)!;
    expect(revoked.statusCode).toBe(503);
    expect(revoked.message).toBe('The platform revoked its quote signer: purchases resume 2 days after it proposes a new one.');

    const rotating = quoteRefusal({ ...trusted, signer: ZERO, pendingSigner: NEXT, signerActivatesAt: BigInt(now + 3600) }, SIGNER, now)!;
    expect(rotating.message).toBe('The platform revoked its quote signer: purchases resume when the new signer takes effect at 2026-11-28 08:01 UTC.');
    expect(rotating.readyAt).toBe(now + 3600);
  });

  it('refuses to sign with a key the factory does not trust (an instance left on the old key after a rotation)', () => {
    expect(quoteRefusal({ ...trusted, signer: NEXT }, SIGNER, now)!.message).toBe(
      "This server's quote key is not the signer the bond factory trusts now: no quote is signed until the two match.",
    );
  });

  it('names a chain time to the minute, rounded up', () => {
    expect(chainTimeLabel(Date.parse('2026-11-30T23:59:01Z') / 1000)).toBe('2026-12-01 00:00 UTC');
  });
});
