import { cloneElement, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode, type Ref } from 'react';

type TooltipComponent = typeof import('@mui/material/Tooltip').default;

// MUI's Tooltip brings popper.js: ~11 KiB gzip that a visit without hovering never needs.
let tooltipComponent: TooltipComponent | null = null;
let tooltipLoading: Promise<TooltipComponent> | null = null;
function loadTooltip(): Promise<TooltipComponent> {
  tooltipLoading ??= import(/* webpackChunkName: "tooltip" */ '@mui/material/Tooltip').then((module) => {
    tooltipComponent = module.default;
    return module.default;
  });
  return tooltipLoading;
}

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  ref?: Ref<HTMLElement>;
};

export interface TooltipOnIntentProps {
  title: ReactNode;
  /** one element that takes pointer and focus events and a ref (its own accessible name stays its label) */
  children: ReactElement<TriggerProps>;
}

/**
 * MUI's Tooltip, loaded when the pointer or the keyboard focus first reaches its child, and then
 * shown at once (that first hover or focus opened it).
 *
 * Wrapping the child in the Tooltip remounts it; a child that had the keyboard focus gets it back,
 * or a keyboard user inside a dialog would be left on <body>, where Escape reaches nothing.
 */
export function TooltipOnIntent({ title, children }: TooltipOnIntentProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => tooltipComponent);
  const [open, setOpen] = useState(false);
  const node = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);

  useLayoutEffect(() => {
    if (Tooltip && refocus.current) {
      refocus.current = false;
      node.current?.focus();
    }
  }, [Tooltip]);

  if (!Tooltip) {
    const intent = () => {
      setOpen(true);
      void loadTooltip().then((component) => {
        refocus.current = node.current !== null && document.activeElement === node.current;
        setTooltip(() => component);
      });
    };
    return cloneElement(children, {
      ref: node,
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
    <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
      {cloneElement(children, { ref: node })}
    </Tooltip>
  );
}
