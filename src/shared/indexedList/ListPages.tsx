import { ListPager } from '../listing/ListPager';
import { CursorPager } from './CursorPager';
import type { ListPagerState } from './listPager';

/** The page controls of a list, numbered or Previous / Next as it is paged. */
export function ListPages({ pager, label }: { pager: ListPagerState; label: string }) {
  if (pager.kind === 'numbered') return <ListPager page={pager.page} pages={pager.pages} onPage={pager.setPage} label={label} />;
  return <CursorPager page={pager.page} hasPrevious={pager.hasPrevious} hasNext={pager.hasNext} onPrevious={pager.previous} onNext={pager.next} label={label} />;
}
