/** @jest-environment node */
import { Wallet } from 'ethers';
import { quoteSignerKeyProblem, redactSecret, walletFromQuoteSignerKey } from './quoteSignerKey';

const KEY = Wallet.createRandom().privateKey;

/** Every run of 8 characters of `key` (what a reader could recognise), none of which may be printed. */
const pieces = (key: string) => Array.from({ length: key.length - 7 }, (_, i) => key.slice(i, i + 8));

describe('QUOTE_SIGNER_KEY checks', () => {
  it.each([
    ['one digit short', KEY.slice(0, -1), 'it has 63 characters after 0x, not 64'],
    ['one digit long', `${KEY}a`, 'it has 65 characters after 0x, not 64'],
    ['a trailing zz', `${KEY}zz`, 'it has 66 characters after 0x, not 64; 2 characters are not hex digits (at positions 67 and 68 of 68)'],
    ['a trailing semicolon', `${KEY};`, 'it has 65 characters after 0x, not 64; 1 character is not hex digits (at position 67 of 67)'],
    ['a letter in place of a digit', `${KEY.slice(0, 10)}g${KEY.slice(11)}`, '1 character is not hex digits (at position 11 of 66)'],
    ['a trailing newline', `${KEY}\n`, 'it contains 1 whitespace character (a space or line break from the secret store?)'],
    ['spaces around it', ` ${KEY} `, 'it contains 2 whitespace characters (a space or line break from the secret store?)'],
    ['no 0x', KEY.slice(2), 'it does not start with 0x'],
    ['no 0x and short', KEY.slice(2, -3), 'it does not start with 0x, and it has 61 characters'],
  ])('refuses a key with %s, saying what is wrong and nothing of the key', (_label, spoiled, problem) => {
    expect(quoteSignerKeyProblem(spoiled)).toBe(problem);
    let message = '';
    try {
      walletFromQuoteSignerKey(spoiled);
    } catch (error) {
      message = (error as Error).message;
      expect((error as Error).cause).toBeUndefined();
    }
    expect(message).toBe(`QUOTE_SIGNER_KEY is malformed: ${problem}. A private key is 0x followed by exactly 64 hex digits (0-9, a-f), with nothing around it.`);
    for (const piece of pieces(spoiled.trim())) expect(message).not.toContain(piece);
  });

  it('refuses a well-formed value that is no secp256k1 key, without quoting it', () => {
    for (const key of [`0x${'0'.repeat(64)}`, `0x${'f'.repeat(64)}`]) {
      expect(() => walletFromQuoteSignerKey(key)).toThrow('QUOTE_SIGNER_KEY is not a usable private key: it is zero or not below the secp256k1 curve order.');
    }
  });

  it('takes a good key, in either case', () => {
    expect(quoteSignerKeyProblem(KEY)).toBeNull();
    expect(walletFromQuoteSignerKey(KEY).address).toBe(new Wallet(KEY).address);
    expect(walletFromQuoteSignerKey(KEY.toUpperCase().replace('0X', '0x')).address).toBe(new Wallet(KEY).address);
  });

  it('blanks out any 8 characters of the key from a text', () => {
    const text = `module failed: bad key ${KEY.slice(5, 30)} and again ${KEY}`;
    const redacted = redactSecret(text, KEY);
    for (const piece of pieces(KEY)) expect(redacted).not.toContain(piece);
    expect(redacted).toBe('module failed: bad key [redacted] and again [redacted]');
    expect(redactSecret('nothing here', undefined)).toBe('nothing here');
  });
});
