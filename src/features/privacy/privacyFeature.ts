import type { Feature } from '../../shared/extensions/installFeature';

/** `/privacy`. */
export const privacyFeature: Feature = {
  areas: [{ path: '/privacy', chunk: 'privacy', load: () => import(/* webpackChunkName: "privacy" */ './PrivacyPage') }],
};
