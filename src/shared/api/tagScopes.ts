/**
 * Whose data a cache tag marks: 'account' data belongs to the connected wallet (dropped when the
 * account or the chain changes), 'chain' data is the same for everyone (dropped on a chain change).
 */
export type TagScope = 'account' | 'chain';

/** What a tag registry needs of an RTK Query api: adding tag types at run time. */
interface TaggableApi {
  enhanceEndpoints(options: { addTagTypes: readonly string[] }): unknown;
}

/**
 * The tag types of one api and their scopes. The kernel declares its own; each feature adds its own
 * with `add` (through `enhanceEndpoints({ addTagTypes })`) when its endpoints are injected, and
 * declares them for the type checker by merging into the api's tag interface.
 */
export function tagScopes<Tag extends string>(api: TaggableApi, kernel: Partial<Record<Tag, TagScope>>) {
  const scopes = new Map<Tag, TagScope>(Object.entries(kernel) as [Tag, TagScope][]);
  return {
    add(tags: Partial<Record<Tag, TagScope>>): void {
      const added = Object.keys(tags) as Tag[];
      for (const tag of added) scopes.set(tag, tags[tag]!);
      api.enhanceEndpoints({ addTagTypes: added });
    },
    /** every tag of the connected wallet's data */
    accountTags: (): Tag[] => [...scopes].flatMap(([tag, scope]) => (scope === 'account' ? [tag] : [])),
    allTags: (): Tag[] => [...scopes.keys()],
  };
}
