/**
 * The listing kinds whose owners post signed metadata (SPEC section 7), each registered by its
 * feature: where the API takes a post, and which fields of the body name the listing.
 */
export interface MetadataKind {
  /** the signed message's kind and the cache tag's: 'drop' */
  kind: string;
  /** where the post goes: '/create-drop' */
  postPath: string;
  /** the body fields that name the listing (the API's own names for them) */
  postBody(listing: { id: string; address?: string }): Record<string, string | undefined>;
  /** the post names the listing's contract: refused without it */
  needsAddress?: boolean;
  /** the kind's factory contract on this deployment: the signed message names it, so a signature counts here only */
  factory(): string;
}

const kinds = new Map<string, MetadataKind>();

/** Registers a kind (its feature's metadata module does, when it loads); returns it for the feature's own use. */
export function registerMetadataKind<K extends MetadataKind>(kind: K): K {
  kinds.set(kind.kind, kind);
  return kind;
}

export function metadataKind(kind: string): MetadataKind {
  const found = kinds.get(kind);
  if (!found) throw new Error(`No metadata kind '${kind}' is registered`);
  return found;
}
