import { useCallback, useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useKit, useReducedMotion } from '../provider/KitProvider.tsx';
import { Strip, Tab } from './CategoryMenu.styles.ts';

export interface GameCategory<V extends string = string> {
  /** The category code, e.g. 'HOT', 'RNG', 'LIVE' (docs/product/home-and-games.md#game-categories). */
  value: V;
  /** Visible name. */
  label: string;
  /** An icon: a node (inline SVG) or a local image URL. */
  icon?: ReactNode;
}

export interface CategoryMenuProps<V extends string = string> {
  /** One tab per game category, in order (docs/product/states.md#game-hall: HOT first). */
  categories: ReadonlyArray<GameCategory<V>>;
  /** The active category. */
  value: V;
  /** Called with the tapped category. */
  onValueChange: (value: V) => void;
  /** Accessible name of the tab list. @default the kit's 'Game categories' label */
  'aria-label'?: string;
  /** Id of the panel the tabs control (the game list), for aria-controls. */
  panelId?: string;
}

/**
 * How long a browser's smooth scroll may take (Chromium and Safari end theirs within about half a
 * second for a strip's width). Not a design token: the browser, not the brand, sets the glide's pace.
 */
const smoothScrollMs = 800;

/**
 * The game hall's category tabs: scroll sideways, and the active tab is centred in the strip
 * (docs/product/home-and-games.md#game-hall: game hall) without ever scrolling the page. Arrow keys, Home and End move between tabs (WAI-ARIA tabs, automatic).
 */
export function CategoryMenu<V extends string = string>({
  categories,
  value,
  onValueChange,
  'aria-label': ariaLabel,
  panelId,
}: CategoryMenuProps<V>) {
  const { labels, dir } = useKit();
  const reduced = useReducedMotion();
  const strip = useRef<HTMLDivElement | null>(null);

  // The active tab is centred by scrolling the strip only. scrollIntoView also scrolls every
  // scrollable ancestor: on the first load of the home (tabs below the fold) it moved the whole page
  // ~330 px down. The strip's scrollLeft never moves the page, in LTR and RTL alike (rects and
  // scrollLeft grow in the same direction in both). On mount (a hall opened on its 5th tab) it
  // jumps; a tap or an arrow key glides.
  const shown = useRef<V | null>(null);
  /** Until when the last centring is a glide (a layout change meanwhile retargets it, smoothly). */
  const glideUntil = useRef(0);
  const centre = useCallback((glide: boolean) => {
    const box = strip.current;
    const active = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!box || !active) return;
    const tab = active.getBoundingClientRect();
    const view = box.getBoundingClientRect();
    const delta = tab.left + tab.width / 2 - (view.left + view.width / 2);
    if (Math.abs(delta) < 1) return;
    const left = box.scrollLeft + delta;
    if (typeof box.scrollTo === 'function') box.scrollTo({ left, behavior: glide ? 'smooth' : 'instant' });
    else box.scrollLeft = left;
  }, []);
  useEffect(() => {
    const first = shown.current === null;
    shown.current = value;
    const glide = !first && !reduced;
    glideUntil.current = glide ? performance.now() + smoothScrollMs : 0;
    centre(glide);
  }, [value, reduced, centre]);
  // The tabs change size after the first centring: a web font arriving (a brand's own font swaps in
  // after the fallback; document.fonts.ready may have resolved before its load even began), a
  // longer text in another language, a rotated phone. The active tab would sit off centre by the
  // difference: re-centre whenever the strip or a tab changes size.
  const tabKeys = categories.map((c) => c.value).join('\n');
  useEffect(() => {
    const box = strip.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const ro = new ResizeObserver(() => centre(performance.now() < glideUntil.current));
    ro.observe(box);
    for (const tab of box.querySelectorAll('[role="tab"]')) ro.observe(tab);
    return () => ro.disconnect();
    // Re-observed when the set of tabs changes, not when a parent passes a new array of the same ones.
  }, [tabKeys, centre]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = categories.findIndex((c) => c.value === value);
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next = -1;
    if (e.key === forward) next = (i + 1) % categories.length;
    else if (e.key === back) next = (i - 1 + categories.length) % categories.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = categories.length - 1;
    if (next < 0) return;
    e.preventDefault();
    const target = categories[next]!;
    onValueChange(target.value);
    strip.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <Strip ref={strip} role="tablist" aria-label={ariaLabel ?? labels.gameCategories} onKeyDown={onKeyDown}>
      {categories.map((c) => {
        const selected = c.value === value;
        return (
          <Tab
            key={c.value}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onValueChange(c.value)}
          >
            {c.icon}
            <span>{c.label}</span>
          </Tab>
        );
      })}
    </Strip>
  );
}
