import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import Container from '@mui/material/Container';
import { ConnectedOnly } from './ConnectedOnly';
import { PageSkeleton } from './PageSkeleton';
import { SectionTabs, type SectionTab } from './SectionTabs';

/** One page of a section: its route, what it needs, and its tab when it has one. */
export interface SectionPage {
  /** relative to the section's base: 'sales/:id' */
  path: string;
  page: ReactNode;
  /** set when the page needs a wallet: the prompt shown until one is connected (its tab is hidden until then) */
  connectMessage?: string;
  tab?: Pick<SectionTab, 'label' | 'ownsPrefixes'>;
}

/** The tab bar of a section's pages, in their order; a page that needs a wallet has a connected-only tab. */
export function sectionTabs(pages: readonly SectionPage[]): SectionTab[] {
  return pages.flatMap(({ path, tab, connectMessage }) =>
    tab ? [{ path, ...tab, ...(connectMessage === undefined ? {} : { connectedOnly: true }) }] : [],
  );
}

export interface SectionShellProps {
  /** '/bond' */
  base: string;
  pages: readonly SectionPage[];
  /** the tab bar's accessible name: 'Bond sections' */
  label: string;
  /** where an unknown path inside the section goes, relative to the base: 'sales' */
  home: string;
}

/** A section of the app (bond, staking): its tab bar, then the page of the current route as it loads. */
export function SectionShell({ base, pages, label, home }: SectionShellProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <SectionTabs base={base} tabs={sectionTabs(pages)} label={label} />
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          {pages.map(({ path, page, connectMessage }) => (
            <Route
              key={path}
              path={path}
              element={connectMessage === undefined ? page : <ConnectedOnly message={connectMessage}>{page}</ConnectedOnly>}
            />
          ))}
          <Route path="*" element={<Navigate to={`${base}/${home}`} replace />} />
        </Routes>
      </Suspense>
    </Container>
  );
}
