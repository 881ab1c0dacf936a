import { act, render, screen } from '@testing-library/react';
import { LazyToastArea } from './LazyToastArea';
import { notify } from './notify';

jest.setTimeout(20_000);

describe('LazyToastArea', () => {
  afterEach(() => act(() => notify.dismiss()));

  it('mounts nothing until a toast is requested, then shows the queued toast', async () => {
    const { container } = render(<LazyToastArea />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      notify.success('Stake successful!');
    });
    expect(await screen.findByText('Stake successful!', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('toast-icon-success')).toHaveStyle({ color: '#10B981' });
  });
});
