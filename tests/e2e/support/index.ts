/**
 * The browser test harness: import everything from here.
 *
 *   import { launchApp, resetToSeed, erc20Balance, address } from '../support';
 *
 *   beforeAll(resetToSeed);                       // every file starts from the seeded chain
 *   test('…', async () => {
 *     const app = await launchApp({ account: 5, path: '/bond/sales', connected: true });
 *     try { … } finally { await app.close(); }
 *   });
 *
 * See docs/ARCHITECTURE.md 'Browser test harness' for the whole API.
 */
export { launchApp, shortAddress } from './app';
export { withApp } from './withApp';
export type { AppSession, LaunchAppOptions, RecordedRequest } from './app';
export { APPROVAL_METHODS, TestWallet, USER_REJECTED, TEST_WALLET_INFO, chainHex } from './wallet';
export type { WalletRequestRecord, WalletErrorObject } from './wallet';
export {
  DEV_MNEMONIC,
  JsonRpcError,
  address,
  anchorChainClock,
  bnbBalance,
  devWallet,
  erc20Allowance,
  erc20Balance,
  increaseTime,
  latestTimestamp,
  mine,
  provider,
  rawRpc,
  resetToSeed,
  revert,
  rpc,
  signer,
  snapshot,
} from './chain';
export { chromiumPath, CHROMIUM_ARGS } from './browser';
export { closeReview, confirmInReview, openSwapReview, reviewDialog, reviewStageOf, reviewTitled, waitForReviewStage } from './review';
export { blockingViolations, showColorScheme, WCAG21_AA_TAGS } from './axe';
export { MAIN_SCREENS, SEEDED_POOL_ID, SEEDED_SALE_ID, openScreen, settleScreen } from './screens';
export type { MainScreen } from './screens';
export { contracts } from './contracts';
export type { StackContracts } from './contracts';
export { stopApiProcess as stopApi, restartApiProcess as restartApi } from '../../stack/api';
export { stackEnv, stackDeployment } from '../../stack/env';
export type { StackEnv } from '../../stack/env';

export { waitUntil } from './waitUntil';
export { expectInViewport } from './viewport';
