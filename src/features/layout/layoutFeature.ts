import { config } from '../../config';
import type { Feature } from '../../shared/extensions/installFeature';

/** The header's link out to the docs, last in the bar. */
export const layoutFeature: Feature = {
  nav: [{ label: 'Docs', to: config.links.docs, external: true, order: 90 }],
};
