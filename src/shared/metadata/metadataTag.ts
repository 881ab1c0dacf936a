/**
 * The product cache's tag of one listing's metadata: `{ Metadata, '<kind>:<id>' }`, the id being the
 * listing's own (decimal string), whatever path the API serves it under.
 */
export function metadataTag(kind: string, id: number | string) {
  return { type: 'Metadata', id: `${kind}:${id}` } as const;
}
