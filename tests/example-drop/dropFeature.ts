import { installFeature } from '../../src/shared/extensions/installFeature';
import type { SectionPage } from '../../src/shared/ui/sectionPage';

/** The example kind's place in the app: run before the app starts (webpack's EXTRA_ENTRY). */
export const DROPS_BASE = '/drops';
const pages = () => import(/* webpackChunkName: "drops" */ './DropPages');
export const dropPages: SectionPage[] = [
  { path: '', chunk: 'drops', load: () => pages().then((m) => ({ default: m.DropList })), tab: { label: 'Drops' } },
  { path: ':id', chunk: 'drops', load: () => pages().then((m) => ({ default: m.DropDetail })) },
];
installFeature({
  areas: [{ path: `${DROPS_BASE}/*`, chunk: 'drops', load: pages, section: { base: DROPS_BASE, pages: dropPages } }],
  nav: [{ label: 'Drops', to: DROPS_BASE, match: DROPS_BASE, order: 40 }],
});
