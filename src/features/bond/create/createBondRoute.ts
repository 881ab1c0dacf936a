import type { SectionPage } from '../../../shared/ui/sectionPage';

export const createBondRoute: SectionPage = {
  path: 'create',
  chunk: 'bond-create',
  load: () => import(/* webpackChunkName: "bond-create" */ './CreateBondPage'),
  connectMessage: 'Connect your wallet to launch a bond.',
  tab: { label: 'Create Bond' },
};
