import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReview } from '../shared/review/ReviewProvider';
import { notify } from '../shared/toast/notify';
import { AppProviders } from './AppProviders';
import { makeStore } from '../shared/store/store';

/** The CSS emotion wrote for an element's classes. */
function cssOf(element: Element): string {
  const rules = [...document.querySelectorAll('style[data-emotion]')].flatMap((style) => [...((style as HTMLStyleElement).sheet?.cssRules ?? [])]);
  return rules
    .filter((rule) => [...element.classList].some((name) => (rule as CSSStyleRule).selectorText?.includes(`.${name}`)))
    .map((rule) => rule.cssText)
    .join('\n');
}

function Opener() {
  const { openReview } = useReview();
  return <button onClick={() => openReview({ title: 'Review swap', rows: [{ label: 'You pay', value: '1 BNB' }] })}>Open</button>;
}

describe('AppProviders: what draws beside the page takes the app theme', () => {
  jest.setTimeout(20_000);

  it("draws the review modal in the scheme's colours and the app's type, not MUI's default light look", async () => {
    render(
      <AppProviders store={makeStore({ persistTransactions: false })}>
        <Opener />
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' });
    const paper = dialog.closest('.MuiDialog-paper')!;
    expect(cssOf(paper)).toContain('background-color: var(--mui-palette-background-paper)');
    expect(cssOf(paper)).not.toMatch(/background-color: #fff\b/);
    // the app's buttons are not upper-case (MUI's default 'CANCEL')
    expect(cssOf(screen.getByRole('button', { name: 'Cancel' }))).toContain('text-transform: none');
  });

  it("draws toasts on the scheme's surface", async () => {
    render(<AppProviders store={makeStore({ persistTransactions: false })} />);
    act(() => {
      notify.success('Stake successful!');
    });
    const toast = (await screen.findByText('Stake successful!')).closest('.notistack-MuiContent') as HTMLElement;
    expect(toast.style.backgroundColor).toBe('var(--mui-palette-background-paper)');
    expect(toast.style.color).toBe('var(--mui-palette-text-primary)');
    act(() => notify.dismiss());
  });
});
