import IconButton from '@mui/material/IconButton';
import { chooseColorScheme, currentColorScheme, useColorScheme } from '../../shared/colorScheme/colorSchemeStore';

/** A moon and a sun, stroked in the text's colour; the page's scheme shows one of them (CSS, below). */
function SchemeIcons() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      <path className="scheme-icon-dark" d="M21 12.8A9 9 0 1 1 11.2 3 7 7 0 0 0 21 12.8z" />
      <g className="scheme-icon-light">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </g>
    </svg>
  );
}

/**
 * The header's light/dark switch: a toggle button, pressed while the dark scheme shows. Its icon
 * follows the page's attribute through CSS, so a prerendered page shows the right one before the
 * app runs; a pick is kept (colorSchemeStore) and the system's setting no longer rules.
 */
export function ColorSchemeToggle() {
  const scheme = useColorScheme();
  return (
    <IconButton
      aria-label="Dark theme"
      aria-pressed={scheme === null ? undefined : scheme === 'dark'}
      // a native title, not MUI's Tooltip: the header is in every visitor's first download
      title={scheme === null ? 'Switch theme' : `Switch to ${scheme === 'light' ? 'dark' : 'light'} theme`}
      onClick={() => chooseColorScheme(currentColorScheme() === 'light' ? 'dark' : 'light')}
      sx={(theme) => ({
        color: 'text.secondary',
        '&:hover': { color: 'text.primary' },
        '& .scheme-icon-light': { display: 'none' },
        ...theme.applyStyles('light', { '& .scheme-icon-light': { display: 'inline' }, '& .scheme-icon-dark': { display: 'none' } }),
      })}
    >
      <SchemeIcons />
    </IconButton>
  );
}

export default ColorSchemeToggle;
