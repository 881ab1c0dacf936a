import type { SectionPage } from '../../../shared/ui/sectionPage';

export const createPoolRoute: SectionPage = {
  path: 'create',
  chunk: 'staking-create',
  load: () => import(/* webpackChunkName: "staking-create" */ './CreatePoolPage'),
  connectMessage: 'Connect your wallet to create a staking pool.',
  tab: { label: 'Create Pool' },
};
