/**
 * A tap on a part of the server's page that React has not hydrated yet is answered by a paint first,
 * and handed to React right after it (docs/decisions/web-server-rendering.md, "The first tap").
 *
 * React answers such a tap by hydrating, in the tap's own handler, the tapped part and every part
 * above it that still waits (on a game tile: the root, the page's outline and the tile), all before
 * the browser may paint the pressed tile. Here the tap's events stop at the window instead (the
 * browser has already done its own part: the focus, the pressed style), the browser paints, and the
 * same events are then dispatched again on the same element, in their order: React hydrates and
 * answers them as it would have, one frame later, outside the tap's answer. Other frameworks call
 * this event replay.
 *
 * Only links and buttons of the server's markup, only while they wait, and each at most once: a
 * link the app did not render (a notice's own HTML) never gets React's mark, and is handed on at
 * once from its second tap on. A button tapped before the app ran at all (web/'s start script keeps
 * the last one) is answered the same way, once React has taken the page.
 */
import { afterPaint } from '@lobby/ui-kit';

/** The tap's events React answers by hydrating at once (its discrete events), in the order they come. */
const tapEvents = [
  'pointerdown',
  'touchstart',
  'mousedown',
  'pointerup',
  'touchend',
  'mouseup',
  'click',
  'pointercancel',
  'touchcancel',
] as const;

const controls = 'a[href], button';
/** The events that end a tap; the rest wait for one of them (a touch's click comes a task after its touchend). */
const ends = new Set(['click', 'pointercancel', 'touchcancel']);
/** How long a press that has not ended waits before React gets it anyway. */
const pressMs = 1000;
/** How long an ended tap waits for a paint that does not come (the page is hidden). */
const hiddenMs = 250;

/** A copy of a pointer or mouse event to dispatch again; touch events are not copied (nothing here listens to them). */
function copyOf(event: Event): Event | null {
  if (!(event instanceof MouseEvent)) return null;
  const init: PointerEventInit = {
    bubbles: event.bubbles,
    cancelable: event.cancelable,
    composed: event.composed,
    view: event.view,
    detail: event.detail,
    screenX: event.screenX,
    screenY: event.screenY,
    clientX: event.clientX,
    clientY: event.clientY,
    button: event.button,
    buttons: event.buttons,
    ctrlKey: event.ctrlKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    metaKey: event.metaKey,
  };
  if (event instanceof PointerEvent) {
    return new PointerEvent(event.type, {
      ...init,
      pointerId: event.pointerId,
      pointerType: event.pointerType,
      isPrimary: event.isPrimary,
      width: event.width,
      height: event.height,
      pressure: event.pressure,
    });
  }
  return new MouseEvent(event.type, init);
}

/** A tap web/'s start script kept (web/src/startScript.ts): the last button tapped before the app ran. */
interface EarlyTap {
  control: Element;
  x: number;
  y: number;
  pointerType: string;
}
declare global {
  interface Window {
    /** The start script's kept tap; null once the app has taken it over. */
    __lobbyEarlyTaps?: EarlyTap[] | null;
  }
}

/** A whole press at a point, as the browser sends it: pointer and mouse events down, up, then the click. */
function pressOf(x: number, y: number, pointerType: string): Event[] {
  const at = { bubbles: true, cancelable: true, composed: true, view: window, clientX: x, clientY: y, button: 0 };
  const pointer = { pointerId: 1, pointerType, isPrimary: true };
  return [
    new PointerEvent('pointerdown', { ...at, ...pointer, buttons: 1 }),
    new MouseEvent('mousedown', { ...at, buttons: 1, detail: 1 }),
    new PointerEvent('pointerup', { ...at, ...pointer }),
    new MouseEvent('mouseup', { ...at, detail: 1 }),
    new MouseEvent('click', { ...at, detail: 1 }),
  ];
}

/**
 * Starts answering taps on `root`'s waiting controls with a paint first. Call it once React has
 * taken the root (after `hydrateRoot`): React's mark on the root names its mark on the nodes it has
 * hydrated. Answers a function that stops it.
 */
export function answerTapsAfterPaint(root: HTMLElement): () => void {
  const containerKey = Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
  if (!containerKey) return () => undefined;
  const fiberKey = `__reactFiber$${containerKey.slice('__reactContainer$'.length)}`;
  // The server's links and buttons: the only ones that can wait for React.
  const waiting = new WeakSet<Element>(root.querySelectorAll(controls));
  const replays = new WeakSet<Event>();
  let queue: Array<{ target: EventTarget; event: Event; control: Element }> = [];
  let flushing = false;
  let fallback: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(fallback);
    fallback = undefined;
    flushing = false;
    const due = queue;
    queue = [];
    for (const { control } of due) waiting.delete(control);
    for (const { target, event } of due) target.dispatchEvent(event);
  };

  /** Hands the queue on once the browser has painted (a page that is not shown paints no frame: then after a moment all the same). */
  const handOnAfterPaint = () => {
    flushing = true;
    afterPaint(flush);
    clearTimeout(fallback);
    fallback = setTimeout(flush, hiddenMs);
  };

  const onTapEvent = (event: Event) => {
    if (replays.has(event)) return;
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    const control = target.closest(controls);
    if (!control || !waiting.has(control)) return;
    if (fiberKey in control) {
      waiting.delete(control);
      return;
    }
    event.stopPropagation();
    // A link would be followed by the browser, a form sent: the copy does that once React has seen it.
    if (event.type === 'click') event.preventDefault();
    const copy = copyOf(event);
    if (copy) {
      replays.add(copy);
      queue.push({ target, event: copy, control });
    }
    if (flushing) return;
    if (ends.has(event.type)) handOnAfterPaint();
    else if (fallback === undefined) {
      // A press that never becomes a click (held, dragged off) is handed on all the same.
      fallback = setTimeout(flush, pressMs);
    }
  };

  // The button tapped before the app had taken the page, which web/'s start script kept: the same way.
  const early = window.__lobbyEarlyTaps;
  window.__lobbyEarlyTaps = null;
  for (const { control, x, y, pointerType } of early ?? []) {
    if (!root.contains(control)) continue;
    for (const event of pressOf(x, y, pointerType)) {
      replays.add(event);
      queue.push({ target: control, event, control });
    }
  }
  if (queue.length > 0) handOnAfterPaint();

  // Capturing on the window runs before React's listeners on the root.
  for (const type of tapEvents) window.addEventListener(type, onTapEvent, { capture: true, passive: type !== 'click' });
  return () => {
    for (const type of tapEvents) window.removeEventListener(type, onTapEvent, { capture: true });
  };
}
