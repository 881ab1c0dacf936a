/**
 * Form rules every listing kind's create flow shares. Pure functions over the
 * typed text; each feature keeps its own texts and passes its own logo rule in.
 */

/** The description limit of the API's metadata (both kinds). */
export const MAX_DESCRIPTION_LENGTH = 150;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** 42 characters: 0x and forty hex digits (SPEC section 5). */
export function isTokenAddress(text: string): boolean {
  return ADDRESS.test(text.trim());
}

/** What a create form says of a link it refuses: the one wording of the https rule, for every listing kind. */
export const HTTPS_URL_RULE_TEXT = 'Enter a valid URL starting with https://';

/** Optional links: empty, or an absolute https URL with a dotted host (the API stores https only). */
export function isOptionalHttpsUrl(text: string): boolean {
  const value = text.trim();
  if (value === '') return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** What a feature accepts as a logo, and the texts it shows when a file is refused. */
export interface LogoRule {
  /** true when the file's MIME type is acceptable */
  acceptsType(mimeType: string): boolean;
  /** files of this many bytes or more are refused */
  maxBytes: number;
  wrongTypeText: string;
  tooLargeText: string;
}

/** Null when the file is acceptable under `rule`, else the text to show. */
export function validateLogoFile(file: { type: string; size: number }, rule: LogoRule): string | null {
  if (!rule.acceptsType(file.type)) return rule.wrongTypeText;
  if (file.size >= rule.maxBytes) return rule.tooLargeText;
  return null;
}

/** A form's error lookup: a field's first error once the form shows its errors (after the first submit). */
export function fieldErrorLookup<F extends string>(errors: readonly { field: F; message: string }[], shown: boolean) {
  return (field: F): string | undefined => (shown ? errors.find((error) => error.field === field)?.message : undefined);
}
