import { cloneElement, lazy, Suspense, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';

// MUI's Tooltip brings popper.js: ~11 KiB gzip that a visit without hovering never needs.
const Tooltip = lazy(() => import(/* webpackChunkName: "tooltip" */ '@mui/material/Tooltip'));

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
};

export interface TooltipOnIntentProps {
  title: ReactNode;
  /** one element that takes pointer and focus events (its own accessible name stays its label) */
  children: ReactElement<TriggerProps>;
}

/**
 * MUI's Tooltip, loaded when the pointer or the keyboard focus first reaches its child, and then
 * shown at once (that first hover or focus opened it).
 */
export function TooltipOnIntent({ title, children }: TooltipOnIntentProps) {
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null) {
    const intent = () => setOpen(true);
    return cloneElement(children, {
      onPointerEnter: (event: PointerEvent) => {
        children.props.onPointerEnter?.(event);
        intent();
      },
      onFocus: (event: FocusEvent) => {
        children.props.onFocus?.(event);
        intent();
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
