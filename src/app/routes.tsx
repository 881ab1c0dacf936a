import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSkeleton } from '../shared/ui/PageSkeleton';

// One chunk per section (webpackChunkName): a visitor on `/` loads the landing chunk only.
const LandingPage = lazy(() => import(/* webpackChunkName: "landing" */ '../features/landing/LandingPage'));
const BondSection = lazy(() => import(/* webpackChunkName: "bond" */ '../features/bond/BondSection'));
const StakingSection = lazy(() => import(/* webpackChunkName: "staking" */ '../features/staking/StakingSection'));
const PrivacyPage = lazy(() => import(/* webpackChunkName: "privacy" */ '../features/privacy/PrivacyPage'));

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
