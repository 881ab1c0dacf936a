import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import SettingsIcon from '@mui/icons-material/Settings';
import type { SlippageSettingsProps } from './SlippagePanel';

/** The popover with its inputs loads on the first click: a visitor never pays for it. */
const LazySlippagePanel = lazy(() => import('./SlippagePanel'));

/** The gear button; its popover holds the slippage presets, a custom value and their warnings. */
export function SlippageSettings({ slippage, onChange }: SlippageSettingsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Slippage settings"
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
          <LazySlippagePanel anchor={anchor} onClose={() => setAnchor(null)} slippage={slippage} onChange={onChange} />
        </Suspense>
      )}
    </>
  );
}

export default SlippageSettings;
