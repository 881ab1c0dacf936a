import type { Feature } from '../../shared/extensions/installFeature';
import { SCROLL_TO_SWAP_STATE } from '../../shared/ui/scrollToSwap';

/** `/` and the header's 'Swap', which scrolls the landing page's swap card into view. */
export const landingFeature: Feature = {
  areas: [{ path: '/', chunk: 'landing', load: () => import(/* webpackChunkName: "landing" */ './LandingPage') }],
  nav: [{ label: 'Swap', to: '/', state: SCROLL_TO_SWAP_STATE, order: 10 }],
};
