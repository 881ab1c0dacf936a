import type { ConnectorId } from './walletSlice';

/** The last connector used, kept so the next page load can restore the session. */
export const LAST_CONNECTOR_KEY = 'app.wallet.lastConnector';

function isConnectorId(value: string | null): value is ConnectorId {
  return value === 'injected' || value === 'walletconnect' || (!!value && /^eip6963:[\w.-]+$/.test(value));
}

export function rememberedConnector(): ConnectorId | null {
  try {
    const value = window.localStorage.getItem(LAST_CONNECTOR_KEY);
    return isConnectorId(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers `id`, or forgets the last connector when null. */
export function rememberConnector(id: ConnectorId | null): void {
  try {
    if (id) window.localStorage.setItem(LAST_CONNECTOR_KEY, id);
    else window.localStorage.removeItem(LAST_CONNECTOR_KEY);
  } catch {
    // storage disabled: the session simply is not restored next time
  }
}
