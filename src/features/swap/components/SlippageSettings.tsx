import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import SettingsIcon from '@mui/icons-material/Settings';
import type { SlippageSettingsProps } from './SlippagePanel';

/** The popover with its inputs loads on the first click: a visitor never pays for it. */
const LazySlippagePanel = lazy(() => import('./SlippagePanel'));

/** The gear button; its popover holds slippage (Auto, presets, a custom value, their warnings) and the deadline. */
export function SlippageSettings(props: SlippageSettingsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Swap settings"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        size="small"
      >
        <SettingsIcon fontSize="small" />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <LazySlippagePanel anchor={anchor} onClose={() => setAnchor(null)} {...props} />
        </Suspense>
      )}
    </>
  );
}

export default SlippageSettings;
