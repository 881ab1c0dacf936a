import { installFeature } from '../shared/extensions/installFeature';
import { bondFeature } from '../features/bond/bondFeature';
import { landingFeature } from '../features/landing/landingFeature';
import { layoutFeature } from '../features/layout/layoutFeature';
import { privacyFeature } from '../features/privacy/privacyFeature';
import { stakingFeature } from '../features/staking/stakingFeature';
import { swapFeature } from '../features/swap/swapFeature';

/**
 * The composition root: the app is the kernel (src/shared) with these features installed. A
 * build may install more before the app starts (webpack's `EXTRA_ENTRY`, used by the test stack).
 */
for (const feature of [landingFeature, swapFeature, bondFeature, stakingFeature, privacyFeature, layoutFeature]) {
  installFeature(feature);
}
