import { Wallet } from 'ethers';

/** The environment variable the key comes from; every message names it. */
export const QUOTE_SIGNER_KEY_VARIABLE = 'QUOTE_SIGNER_KEY';

const SHAPE = 'A private key is 0x followed by exactly 64 hex digits (0-9, a-f), with nothing around it.';

function positions(indexes: number[]): string {
  const shown = indexes.slice(0, 5).map(String);
  if (indexes.length > 5) shown.push(`${indexes.length - 5} more`);
  return shown.length === 1 ? `position ${shown[0]}` : `positions ${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/**
 * What is wrong with a QUOTE_SIGNER_KEY value, in words that contain no character of it (lengths,
 * counts and positions only: a start-up log is read by more people than the secret store), or
 * null when it has the shape of a private key.
 */
export function quoteSignerKeyProblem(raw: string): string | null {
  const whitespace = [...raw].filter((c) => /\s/.test(c)).length;
  if (whitespace > 0) return `it contains ${whitespace} whitespace character${whitespace === 1 ? '' : 's'} (a space or line break from the secret store?)`;
  if (!raw.startsWith('0x') && !raw.startsWith('0X')) {
    return /^[0-9a-fA-F]{64}$/.test(raw) ? 'it does not start with 0x' : `it does not start with 0x, and it has ${raw.length} characters`;
  }
  const body = raw.slice(2);
  const problems: string[] = [];
  if (body.length !== 64) problems.push(`it has ${body.length} character${body.length === 1 ? '' : 's'} after 0x, not 64`);
  const bad = [...body].flatMap((c, i) => (/[0-9a-fA-F]/.test(c) ? [] : [i + 3]));
  if (bad.length > 0) problems.push(`${bad.length} character${bad.length === 1 ? ' is' : 's are'} not hex digits (at ${positions(bad)} of ${raw.length})`);
  return problems.length > 0 ? problems.join('; ') : null;
}

/**
 * The quote signer's Wallet from a QUOTE_SIGNER_KEY value, or an error that names the variable and
 * what is wrong and carries nothing of the value: ethers' own errors quote the value they refuse
 * ("invalid BytesLike value … value=…"), so none of them is passed on, not even as a cause.
 */
export function walletFromQuoteSignerKey(raw: string): Wallet {
  const problem = quoteSignerKeyProblem(raw);
  if (problem) throw new Error(`${QUOTE_SIGNER_KEY_VARIABLE} is malformed: ${problem}. ${SHAPE}`);
  try {
    return new Wallet(raw);
  } catch {
    throw new Error(`${QUOTE_SIGNER_KEY_VARIABLE} is not a usable private key: it is zero or not below the secp256k1 curve order.`);
  }
}

/**
 * `text` with every run of 8 or more characters of `secret` blanked out: the last guard on what
 * the server prints at start-up, for errors it did not make itself (a signer module's).
 */
export function redactSecret(text: string, secret: string | undefined): string {
  if (!secret || secret.length < 8) return text;
  let result = text;
  for (let length = secret.length; length >= 8; length--) {
    for (let start = 0; start + length <= secret.length; start++) {
      const part = secret.slice(start, start + length);
      if (result.includes(part)) result = result.split(part).join('[redacted]');
    }
  }
  return result;
}
