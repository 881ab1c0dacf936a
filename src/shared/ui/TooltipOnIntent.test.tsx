import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TooltipOnIntent } from './TooltipOnIntent';

describe('TooltipOnIntent', () => {
  it('renders only its child until hovered, then shows the tooltip; the child keeps its own handlers', async () => {
    const user = userEvent.setup();
    const onPointerEnter = jest.fn();
    render(
      <TooltipOnIntent title="Copy address">
        <button type="button" aria-label="Copy" onPointerEnter={onPointerEnter}>
          copy
        </button>
      </TooltipOnIntent>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy address');
    expect(onPointerEnter).toHaveBeenCalled();
  });

  it('opens on keyboard focus too', async () => {
    const user = userEvent.setup();
    render(
      <TooltipOnIntent title="View on BscScan">
        <button type="button">view</button>
      </TooltipOnIntent>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('View on BscScan');
  });
});

describe('TooltipOnIntent and the keyboard focus', () => {
  it('keeps the focus on its child while the tooltip loads and wraps it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">before</button>
        <TooltipOnIntent title="Copy address">
          <button type="button" aria-label="Copy address">
            copy
          </button>
        </TooltipOnIntent>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy address');
    expect(screen.getByRole('button', { name: 'Copy address' })).toHaveFocus();
  });
});
