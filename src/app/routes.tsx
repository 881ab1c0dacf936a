import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { PageSkeleton } from '../shared/ui/PageSkeleton';
import { lazyPage } from '../shared/ui/lazyPage';
import { routeChunkFor, routeChunks, sectionPageFor } from './routeChunks';

const sections = {
  landing: lazyWithPreload(routeChunks.landing),
  bond: lazyWithPreload(routeChunks.bond),
  staking: lazyWithPreload(routeChunks.staking),
  privacy: lazyWithPreload(routeChunks.privacy),
};
const { landing: LandingPage, bond: BondSection, staking: StakingSection, privacy: PrivacyPage } = sections;

/**
 * Makes the components of a path's section and page render without suspending (their code loaded),
 * so that a prerendered page is adopted in one pass. Never rejects: a failed load is the render's to report.
 */
export function preloadRouteComponents(pathname: string): Promise<void> {
  const section = routeChunkFor(pathname);
  const page = sectionPageFor(pathname);
  const loads = [...(section ? [sections[section].preload()] : []), ...(page ? [lazyPage(page.load).preload()] : [])];
  return Promise.all(loads.map((load) => load.catch(() => undefined))).then(() => undefined);
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
