/**
 * Login popup rules (docs/product/states.md#popup, docs/product/data.md#popup-notices): members see group A, plus F on first login; guests see group B.
 * The state is stored under SHELL_PU_A (members) / SHELL_PU_B (guests) as a show flag and the list
 * of title/content strings; closing stores show=false; a changed set shows again. Pure.
 */
import { storageKeys } from '@lobby/contract';
import type { Announcement, PopupExecution } from '@lobby/contract';

export interface StoredPopups {
  show: boolean;
  data: { title: string; content: string }[];
}

export interface PopupViewer {
  loggedIn: boolean;
  firstTimeLogin: boolean;
}

/** docs/product/states.md#login: members A (+ F on first login), guests B. */
export function popupGroups(viewer: PopupViewer): PopupExecution[] {
  if (!viewer.loggedIn) return ['B'];
  return viewer.firstTimeLogin ? ['A', 'F'] : ['A'];
}

/** docs/product/data.md#popup-notices: members' popups live under SHELL_PU_A, guests' under SHELL_PU_B. */
export const popupStorageKey = (viewer: PopupViewer): string =>
  viewer.loggedIn ? storageKeys.popupA : storageKeys.popupB;

/** The popups this viewer sees, in the server's order. */
export function popupsFor(list: readonly Announcement[], viewer: PopupViewer): Announcement[] {
  const groups = popupGroups(viewer);
  return list.filter((a) => a.type === 'PU' && a.execution !== null && groups.includes(a.execution));
}

const setOf = (list: readonly Pick<Announcement, 'title' | 'content'>[]): StoredPopups['data'] =>
  list.map(({ title, content }) => ({ title, content }));

const sameSet = (a: StoredPopups['data'], b: StoredPopups['data']): boolean =>
  a.length === b.length && a.every((x, i) => x.title === b[i]!.title && x.content === b[i]!.content);

/** docs/product/states.md#popup: a changed set of notices (title plus content) resets show to true; the same set keeps it. */
export function nextStored(stored: StoredPopups | null, list: readonly Announcement[]): StoredPopups {
  const data = setOf(list);
  if (!stored || !sameSet(stored.data, data)) return { show: true, data };
  return { show: stored.show, data };
}

/** docs/product/states.md#popup: closing stores show=false for the type. */
export const closedStored = (stored: StoredPopups): StoredPopups => ({ ...stored, show: false });

export function parseStored(raw: string | null): StoredPopups | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as unknown;
    if (!v || typeof v !== 'object') return null;
    const o = v as Record<string, unknown>;
    if (typeof o.show !== 'boolean' || !Array.isArray(o.data)) return null;
    const data = o.data.filter(
      (d): d is { title: string; content: string } =>
        !!d &&
        typeof d === 'object' &&
        typeof (d as Record<string, unknown>).title === 'string' &&
        typeof (d as Record<string, unknown>).content === 'string',
    );
    return { show: o.show, data };
  } catch {
    return null;
  }
}
