import { nanoid } from '@reduxjs/toolkit';

/** A picked logo's bytes: base64 without the `data:` prefix, and its type. */
export interface LogoBytes {
  base64: string;
  mimeType: string;
}

/**
 * Logos picked in a form, kept outside the store: a logo may be megabytes of base64, which has no
 * place in Redux state (every action would carry it to DevTools). The form's state keeps the
 * logo's id and what it shows of it (file name, size); the bytes are read here when the metadata
 * is posted or previewed. A reload loses them, as it loses the picked file.
 */
const picked = new Map<string, LogoBytes>();

/** Keeps `bytes` and answers the id the form's state names them by. */
export function keepLogoBytes(bytes: LogoBytes): string {
  const id = nanoid();
  picked.set(id, bytes);
  return id;
}

export function logoBytes(id: string | null | undefined): LogoBytes | null {
  return (id && picked.get(id)) || null;
}

/** Forgets a logo the form no longer names (replaced, or posted). */
export function releaseLogoBytes(id: string | null | undefined): void {
  if (id) picked.delete(id);
}

/** A `data:` URL of the bytes, for a preview. */
export function logoDataUrl(bytes: LogoBytes | null): string | null {
  return bytes ? `data:${bytes.mimeType};base64,${bytes.base64}` : null;
}
