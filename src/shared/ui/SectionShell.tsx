import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ConnectedOnly } from './ConnectedOnly';
import { lazyPage } from './lazyPage';
import { PageSkeleton } from './PageSkeleton';
import { SectionFrame } from './SectionFrame';
import { SectionTabs } from './SectionTabs';
import { sectionTabs, type SectionPage } from './sectionPage';

function pageElement({ load, connectMessage }: SectionPage) {
  const Page = lazyPage(load);
  return connectMessage === undefined ? <Page /> : <ConnectedOnly message={connectMessage}><Page /></ConnectedOnly>;
}

export interface SectionShellProps {
  /** '/drops' */
  base: string;
  pages: readonly SectionPage[];
  /** the tab bar's accessible name: 'Drop sections' */
  label: string;
  /** where an unknown path inside the section goes, relative to the base: 'list' */
  home: string;
}

/** A section of the app (a listing kind's): its tab bar, then the page of the current route as it loads. */
export function SectionShell({ base, pages, label, home }: SectionShellProps) {
  return (
    <SectionFrame>
      <SectionTabs base={base} tabs={sectionTabs(pages)} label={label} />
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={pageElement(page)} />
          ))}
          <Route path="*" element={<Navigate to={`${base}/${home}`} replace />} />
        </Routes>
      </Suspense>
    </SectionFrame>
  );
}
