import type { Locator, Page } from 'playwright-core';

/** Fails unless the whole of `target` lies inside the window as it is scrolled now: what the user sees without scrolling. */
export async function expectInViewport(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) throw new Error('no box or no viewport to compare');
  if (box.y < 0 || box.y + box.height > size.height || box.x < 0 || box.x + box.width > size.width) {
    throw new Error(`out of view: ${JSON.stringify(box)} in ${size.width}×${size.height}`);
  }
}
