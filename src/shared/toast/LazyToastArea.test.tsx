import { act, render, screen } from '@testing-library/react';
import { LazyToastArea } from './LazyToastArea';
import { notify } from './notify';

jest.setTimeout(20_000);

describe('LazyToastArea', () => {
  afterEach(() => act(() => notify.dismiss()));

  it('holds only an empty polite live region until a toast is requested, then shows the queued toast inside it', async () => {
    render(<LazyToastArea />);
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => {
      notify.success('Stake successful!');
    });
    const toast = await screen.findByText('Stake successful!', {}, { timeout: 10_000 });
    expect(region).toContainElement(toast);
    expect(screen.getByTestId('toast-icon-success')).toHaveStyle({ color: '#10B981' });
  });
});
