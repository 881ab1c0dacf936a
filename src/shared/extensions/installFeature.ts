import { registerArea, registerRedirect, type AppArea, type AreaRedirect } from './areas';
import { registerNavItem, type NavItem } from './navItems';

/**
 * What a feature adds to the app before it starts: its top-level routes and the header items that
 * lead there. Only what the entry needs at once lives here (no React, no data layer). The rest
 * registers with the module that declares it: a feature's transaction kinds with its kinds module
 * (`registerTransactionKinds`, which the feature's descriptor imports so stored transactions
 * restore), its cache tags, contracts, error texts and metadata kind with its lazily loaded data
 * modules (`chainTags.add`, `registerContracts`, `registerContractErrors`, `registerMetadataKind`).
 */
export interface Feature {
  areas?: readonly AppArea[];
  redirects?: readonly AreaRedirect[];
  nav?: readonly NavItem[];
}

export function installFeature(feature: Feature): void {
  feature.areas?.forEach(registerArea);
  feature.redirects?.forEach(registerRedirect);
  feature.nav?.forEach(registerNavItem);
}
