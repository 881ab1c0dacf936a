import { act, render, screen } from '@testing-library/react';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY } from './colorSchemeScript';
import { applyColorScheme, chooseColorScheme, currentColorScheme, storedColorScheme, useColorScheme } from './colorSchemeStore';

/** A system setting the test can change, as the OS does when it switches to dark at night. */
function fakeSystem(initial: 'light' | 'dark') {
  let light = initial === 'light';
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return query === '(prefers-color-scheme: light)' ? light : false;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(scheme: 'light' | 'dark') {
      light = scheme === 'light';
      listeners.forEach((listener) => listener());
    },
  };
}

function Shown() {
  return <output>{useColorScheme() ?? 'none'}</output>;
}

describe('colour scheme', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  });
  afterAll(() => {
    window.matchMedia = original;
  });

  it("follows the system's setting until the user picks", () => {
    const system = fakeSystem('light');
    render(<Shown />);
    expect(currentColorScheme()).toBe('light');
    expect(screen.getByRole('status')).toHaveTextContent('light');
    act(() => system.set('dark'));
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
    expect(screen.getByRole('status')).toHaveTextContent('dark');
  });

  it('keeps a pick, which then outranks the system', () => {
    const system = fakeSystem('dark');
    render(<Shown />);
    act(() => chooseColorScheme('light'));
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
    expect(storedColorScheme()).toBe('light');
    expect(screen.getByRole('status')).toHaveTextContent('light');
    act(() => system.set('dark'));
    expect(currentColorScheme()).toBe('light');
  });

  it('follows a pick made in another tab', () => {
    fakeSystem('dark');
    render(<Shown />);
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COLOR_SCHEME_STORAGE_KEY, newValue: 'light' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('light');
  });

  it('ignores a stored value that is not a scheme, and is dark when nothing says otherwise', () => {
    fakeSystem('dark');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'sepia');
    expect(storedColorScheme()).toBeNull();
    expect(currentColorScheme()).toBe('dark');
    applyColorScheme();
    expect(currentColorScheme()).toBe('dark');
  });
});
