import { act, render, screen } from '@testing-library/react';
import { notify, toastDurations } from './notify';
import { ToastProvider, toastProviderSettings } from './ToastProvider';

describe('toast settings (SPEC section 9)', () => {
  it('uses the specified durations, position, limit, width and icon colours', () => {
    expect(toastDurations).toEqual({ blank: 4000, custom: 4000, success: 2000, error: 4000, loading: null });
    expect(toastProviderSettings).toMatchObject({
      maxSnack: 20,
      anchorOrigin: { vertical: 'top', horizontal: 'right' },
      autoHideDuration: 4000,
      maxWidth: 350,
      iconColors: { success: '#10B981', error: '#EF4444' },
    });
  });
});

/** notistack closes through a chain of timers (hide, then exit transition): step through them. */
function advance(ms: number): void {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) act(() => jest.advanceTimersByTime(100));
}

describe('notify', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    act(() => notify.dismiss());
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('shows toasts queued before the provider mounts, with coloured icons', () => {
    notify.success('Stake successful!');
    notify.error('Stake failed');
    render(<ToastProvider />);
    expect(screen.getByText('Stake successful!')).toBeInTheDocument();
    expect(screen.getByText('Stake failed')).toBeInTheDocument();
    expect(screen.getByTestId('toast-icon-success')).toHaveStyle({ color: '#10B981' });
    expect(screen.getByTestId('toast-icon-error')).toHaveStyle({ color: '#EF4444' });
  });

  it('announces an error as an alert and the others as status messages, each described by its own message', () => {
    render(<ToastProvider />);
    act(() => {
      notify.loading('Swapping...');
      notify.error('Swap failed');
    });
    const pending = screen.getByRole('status');
    const failed = screen.getByRole('alert');
    expect(pending).toHaveAccessibleDescription('Swapping...');
    expect(failed).toHaveAccessibleDescription('Swap failed');
    expect(pending.getAttribute('aria-describedby')).not.toBe(failed.getAttribute('aria-describedby'));
  });

  it('hides a success toast after 2 s and an error toast after 4 s', () => {
    render(<ToastProvider />);
    act(() => {
      notify.success('Done!');
      notify.error('Broken');
    });
    advance(1800);
    expect(screen.getByText('Done!')).toBeInTheDocument();
    // 2 s plus the exit transition
    advance(1200);
    expect(screen.queryByText('Done!')).not.toBeInTheDocument();
    expect(screen.getByText('Broken')).toBeInTheDocument();
    advance(2000);
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
  });

  it('keeps a loading toast with a spinner until it is replaced', () => {
    render(<ToastProvider />);
    let id: ReturnType<typeof notify.loading> = '';
    act(() => {
      id = notify.loading('Waiting for confirmation...');
    });
    advance(60_000);
    expect(screen.getByText('Waiting for confirmation...')).toBeInTheDocument();
    expect(screen.getByTestId('toast-icon-loading')).toBeInTheDocument();
    act(() => {
      notify.success('Stake successful!', { id });
    });
    advance(1000);
    expect(screen.queryByText('Waiting for confirmation...')).not.toBeInTheDocument();
    expect(screen.getByText('Stake successful!')).toBeInTheDocument();
  });

  it('shows at most 20 toasts at once', () => {
    render(<ToastProvider />);
    act(() => {
      for (let i = 1; i <= 25; i += 1) notify.blank(`message ${i}`);
    });
    advance(1000);
    expect(screen.getAllByText(/^message \d+$/)).toHaveLength(20);
  });

  it('renders custom content', () => {
    render(<ToastProvider />);
    act(() => {
      notify.custom((id) => <div role="status">custom {String(id).startsWith('toast-') ? 'ok' : 'bad'}</div>);
    });
    expect(screen.getByRole('status')).toHaveTextContent('custom ok');
  });
});
