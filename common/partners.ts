/**
 * The Partners and Friends carousel (SPEC section 2): 31 entries. Names are placeholders the
 * operator replaces; each has a local monogram logo at `public/partners/{id}.svg` (drawn by
 * the layout feature) so the carousel never depends on a third-party host.
 */
export interface Partner {
  id: string;
  name: string;
  /** external site; placeholder until the real partner list is known */
  url: string;
}

const names = [
  'Aurora Labs', 'Beacon Capital', 'Cobalt Ventures', 'Delta Chain', 'Ember DAO',
  'Flux Finance', 'Granite Nodes', 'Helix Protocol', 'Ion Guild', 'Juno Wallet',
  'Kite Analytics', 'Lumen Exchange', 'Meridian Fund', 'Nova Games', 'Orbit Bridge',
  'Pulse Oracle', 'Quartz Security', 'Rally Launchpad', 'Summit Audits', 'Tidal Liquidity',
  'Umbra AI', 'Vertex Studio', 'Willow Research', 'Xeno Infra', 'Yield Harbor',
  'Zenith Media', 'Atlas Incubator', 'Blaze Community', 'Cipher Wallet', 'Drift Markets',
  'Echo Partners',
] as const;

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');
}

export const partners: readonly Partner[] = names.map((name) => ({
  id: slug(name),
  name,
  url: `https://example.com/REPLACE-ME/partners/${slug(name)}`,
}));
