import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import Tooltip from '@mui/material/Tooltip';

/** MUI's wait before a hovered control's tooltip opens. */
const ENTER_DELAY_MS = 100;

function describedControl(target: EventTarget | null, within: Element): HTMLElement | null {
  const control = target instanceof Element ? target.closest<HTMLElement>('[data-tooltip]') : null;
  return control && within.contains(control) ? control : null;
}

export interface SharedTooltip {
  /** For the element holding the controls: its hover, focus, click and scroll listeners. */
  listeners: {
    onPointerOver: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: () => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: () => void;
    onClickCapture: () => void;
    onScrollCapture: () => void;
  };
  /** MUI's Tooltip, anchored to the control shown; render it once beside that element. */
  tooltip: ReactElement;
}

/**
 * One MUI Tooltip for every control of a list that names its text in `data-tooltip` (a disabled
 * button inside a span naming it, as MUI asks): shown on a mouse hover after MUI's 100 ms, or on
 * keyboard focus, under the control, and closed on leaving, scrolling or Escape. A box card has up
 * to eight tooltips, and a Tooltip costs more to mount than its button: a fast-scrolled list, which
 * mounts cards every frame, dropped frames for them.
 */
export function useSharedTooltip(): SharedTooltip {
  // The last control shown stays the anchor while the tooltip fades out.
  const [shown, setShown] = useState<{ anchor: HTMLElement; title: string; open: boolean } | null>(null);
  const pending = useRef<{ anchor: HTMLElement; timer: ReturnType<typeof setTimeout> } | null>(null);
  const cancel = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);
  const hide = useCallback(() => {
    cancel();
    setShown((current) => (current?.open ? { ...current, open: false } : current));
  }, [cancel]);
  const show = (anchor: HTMLElement | null, delayMs: number) => {
    if (anchor && (pending.current?.anchor === anchor || (!pending.current && shown?.open && shown.anchor === anchor)))
      return;
    hide();
    if (!anchor) return;
    const open = () => {
      pending.current = null;
      setShown({ anchor, title: anchor.dataset.tooltip ?? '', open: true });
    };
    pending.current = { anchor, timer: setTimeout(open, delayMs) };
  };
  useEffect(() => cancel, [cancel]);
  // The Tooltip is drawn again only when what it shows changes, not at each render of the list
  // (a scrolled list renders as its pages answer): its anchor may have left the page since.
  const open = !!shown?.open && shown.anchor.isConnected;
  const tooltip = useMemo(
    () => (
      <Tooltip
        open={open}
        title={shown?.title ?? ''}
        onClose={hide}
        slotProps={{ popper: { anchorEl: shown?.anchor } }}
      >
        <span hidden />
      </Tooltip>
    ),
    [open, shown, hide],
  );

  return {
    listeners: {
      onPointerOver: (event) => {
        // A touch is a press, not a hover (MUI shows its tooltips on a long press only).
        if (event.pointerType === 'touch') return;
        show(describedControl(event.target, event.currentTarget), ENTER_DELAY_MS);
      },
      onPointerLeave: hide,
      onFocus: (event) => {
        if (event.target instanceof HTMLElement && event.target.matches(':focus-visible'))
          show(describedControl(event.target, event.currentTarget), 0);
      },
      onBlur: hide,
      // A click may change the control's text (Scan to add, then Scanning into this box).
      onClickCapture: () =>
        requestAnimationFrame(() =>
          setShown((current) => current && { ...current, title: current.anchor.dataset.tooltip ?? '' }),
        ),
      onScrollCapture: hide,
    },
    tooltip,
  };
}
