import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSkeleton } from '../shared/ui/PageSkeleton';
import { routeChunks } from './routeChunks';

const LandingPage = lazy(routeChunks.landing);
const BondSection = lazy(routeChunks.bond);
const StakingSection = lazy(routeChunks.staking);
const PrivacyPage = lazy(routeChunks.privacy);

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
