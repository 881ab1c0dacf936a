/**
 * Session-storage persistence of a create form (DESIGN.md section 5): the text fields and the
 * record of an item created on chain whose metadata is not saved yet survive a reload; files do
 * not. Storage may hold anything (an older version, another tab's edit), so loading takes only
 * well-formed values, and a form back at its defaults with nothing pending is removed.
 */

type StorageReader = Pick<Storage, 'getItem'> | undefined;
type StorageWriter = Pick<Storage, 'setItem' | 'removeItem'> | undefined;

export type PersistedForm<F, K extends string, P> = { fields: F } & { [key in K]: P | null };

export interface PersistedFormOptions<F extends { [key in keyof F]: string }, K extends string, P> {
  storageKey: string;
  defaults: F;
  /** the name the pending item is stored under, e.g. 'pendingSale' */
  pendingKey: K;
  isPending(value: unknown): value is P;
}

export interface PersistedFormStore<F, K extends string, P> {
  load(storage: StorageReader): PersistedForm<F, K, P>;
  save(storage: StorageWriter, state: PersistedForm<F, K, P>): void;
}

export function persistedForm<F extends { [key in keyof F]: string }, K extends string, P>(
  options: PersistedFormOptions<F, K, P>,
): PersistedFormStore<F, K, P> {
  const { storageKey, defaults, pendingKey, isPending } = options;
  const keys = Object.keys(defaults) as Array<keyof F>;
  const build = (fields: F, pending: P | null) => ({ fields, [pendingKey]: pending }) as PersistedForm<F, K, P>;

  return {
    load(storage) {
      const fallback = build({ ...defaults }, null);
      if (!storage) return fallback;
      try {
        const raw = storage.getItem(storageKey);
        if (!raw) return fallback;
        const parsed = JSON.parse(raw) as { fields?: Record<string, unknown> } & Record<string, unknown>;
        const fields = { ...defaults };
        for (const key of keys) {
          const value = parsed.fields?.[key as string];
          if (typeof value === 'string') fields[key] = value as F[keyof F];
        }
        const pending = parsed[pendingKey];
        return build(fields, isPending(pending) ? pending : null);
      } catch {
        return fallback;
      }
    },
    save(storage, state) {
      if (!storage) return;
      try {
        const untouched = keys.every((key) => state.fields[key] === defaults[key]);
        const pending = state[pendingKey] as P | null;
        if (untouched && pending === null) storage.removeItem(storageKey);
        else storage.setItem(storageKey, JSON.stringify(build(state.fields, pending)));
      } catch {
        // storage full or disabled (private mode): the form works, it just is not kept
      }
    },
  };
}
