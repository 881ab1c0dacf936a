import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSkeleton } from '../shared/ui/PageSkeleton';

// One chunk per section (webpackChunkName): a visitor on `/` loads the landing chunk only.
const chunks = {
  landing: () => import(/* webpackChunkName: "landing" */ '../features/landing/LandingPage'),
  bond: () => import(/* webpackChunkName: "bond" */ '../features/bond/BondSection'),
  staking: () => import(/* webpackChunkName: "staking" */ '../features/staking/StakingSection'),
  privacy: () => import(/* webpackChunkName: "privacy" */ '../features/privacy/PrivacyPage'),
};
const LandingPage = lazy(chunks.landing);
const BondSection = lazy(chunks.bond);
const StakingSection = lazy(chunks.staking);
const PrivacyPage = lazy(chunks.privacy);

/** The route chunk a path of the app needs (none for paths the app redirects). */
export function routeChunkFor(pathname: string): keyof typeof chunks | undefined {
  if (pathname === '/') return 'landing';
  if (/^\/(bond|launchpad)(\/|$)/.test(pathname)) return 'bond';
  if (/^\/staking(\/|$)/.test(pathname)) return 'staking';
  if (/^\/privacy\/?$/.test(pathname)) return 'privacy';
  return undefined;
}

/** Starts fetching a path's route chunk ahead of the click (webpack keeps the one request). */
export function prefetchRoute(pathname: string): void {
  const chunk = routeChunkFor(pathname);
  if (chunk) chunks[chunk]().catch(() => undefined); // a failed prefetch is retried by the click
}

/** The top-level routes of SPEC section 2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/bond/*" element={<BondSection />} />
        <Route path="/launchpad/*" element={<Navigate to="/bond/sales" replace />} />
        <Route path="/staking/*" element={<StakingSection />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}

export default AppRoutes;
