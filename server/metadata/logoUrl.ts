import type { MetadataSummary } from '../storage';

/** The only logo types served: SVG uploads are stored as their PNG drawing. */
export const SERVED_LOGO_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg']);

/**
 * Whether the row's logo is served. An SVG stored before SVG logos were drawn as PNG at upload
 * is not: no SVG is ever served (a browser runs its CSS), so such a row reads as having no logo
 * until its owner uploads one again.
 */
export function servesLogo(record: Pick<MetadataSummary, 'logoSize' | 'logoMimeType'>): boolean {
  return Boolean(record.logoSize) && record.logoMimeType !== null && SERVED_LOGO_TYPES.has(record.logoMimeType);
}

/** `logoPath` when the row has a served logo, else null (rows without one answer logoUrl: null). */
export function logoUrl(record: Pick<MetadataSummary, 'logoSize' | 'logoMimeType'>, logoPath: string): string | null {
  return servesLogo(record) ? logoPath : null;
}
