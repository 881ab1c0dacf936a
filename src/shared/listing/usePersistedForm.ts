import { useEffect } from 'react';
import { sessionStorageOrUndefined } from '../lib/sessionStorage';

type Persist<F, P> = (storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, state: { fields: F; pending: P | null }) => void;

/** Writes a create form's text fields and pending item to session storage whenever they change. */
export function usePersistedForm<F, P>(persist: Persist<F, P>, fields: F, pending: P | null): void {
  useEffect(() => {
    persist(sessionStorageOrUndefined(), { fields, pending });
  }, [persist, fields, pending]);
}
