import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { areaFor, areas, redirects, type AppArea } from '../shared/extensions/areas';
import { PageSkeleton } from '../shared/ui/PageSkeleton';
import { SectionSkeleton } from '../shared/ui/SectionFrame';
import { lazyPage } from '../shared/ui/lazyPage';
import { sectionPageFor } from './routeChunks';

/** One lazy component per area for the app's lifetime (a new one per render would remount it). */
const areaComponent = (area: AppArea) => lazyPage(area.load);

/**
 * Makes the components of a path's area and page render without suspending (their code loaded),
 * so that a prerendered page is adopted in one pass. Never rejects: a failed load is the render's to report.
 */
export function preloadRouteComponents(pathname: string): Promise<void> {
  const area = areaFor(pathname);
  const page = sectionPageFor(pathname);
  const loads = [...(area ? [areaComponent(area).preload()] : []), ...(page ? [lazyPage(page.load).preload()] : [])];
  return Promise.all(loads.map((load) => load.catch(() => undefined))).then(() => undefined);
}

/** While an area's code loads: a section's own frame (its width, its tab bar's room), else a page skeleton. */
function AreaFallback() {
  const { pathname } = useLocation();
  return areaFor(pathname)?.section ? <SectionSkeleton /> : <PageSkeleton />;
}

/** The top-level routes of SPEC section 2: every installed feature's areas and redirects; anything else goes home. */
export function AppRoutes() {
  return (
    <Suspense fallback={<AreaFallback />}>
      <Routes>
        {areas().map((area) => {
          const Area = areaComponent(area);
          return <Route key={area.path} path={area.path} element={<Area />} />;
        })}
        {redirects().map(({ path, to }) => (
          <Route key={path} path={path} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}

export default AppRoutes;
