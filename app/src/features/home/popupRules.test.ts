import { describe, expect, it } from 'vitest';
import type { Announcement } from '@lobby/contract';
import { closedStored, nextStored, parseStored, popupGroups, popupStorageKey, popupsFor } from './popupRules.ts';

const pu = (id: number, execution: 'A' | 'B' | 'F', title = `t${id}`, content = `<p>${id}</p>`): Announcement => ({
  id,
  type: 'PU',
  groupName: 'm_home',
  platform: 'M',
  title,
  content,
  contentLobby: '',
  url: null,
  link: null,
  promotionType: null,
  execution,
  startTime: '',
  read: false,
});
const guest = { loggedIn: false, firstTimeLogin: false };
const memberV = { loggedIn: true, firstTimeLogin: false };
const first = { loggedIn: true, firstTimeLogin: true };
const all = [pu(1, 'A'), pu(2, 'B'), pu(3, 'F'), pu(4, 'A')];

describe('popup groups (docs/product/states.md#popup)', () => {
  it('guests see B, members A, first login A and F', () => {
    expect(popupGroups(guest)).toEqual(['B']);
    expect(popupGroups(memberV)).toEqual(['A']);
    expect(popupGroups(first)).toEqual(['A', 'F']);
    expect(popupsFor(all, guest).map((a) => a.id)).toEqual([2]);
    expect(popupsFor(all, memberV).map((a) => a.id)).toEqual([1, 4]);
    expect(popupsFor(all, first).map((a) => a.id)).toEqual([1, 3, 4]);
  });
  it('stores members under SHELL_PU_A and guests under SHELL_PU_B', () => {
    expect(popupStorageKey(memberV)).toBe('SHELL_PU_A');
    expect(popupStorageKey(guest)).toBe('SHELL_PU_B');
  });
});

describe('stored show flag (docs/product/states.md#popup)', () => {
  it('shows a list never seen', () => {
    expect(nextStored(null, [pu(1, 'A')])).toEqual({ show: true, data: [{ title: 't1', content: '<p>1</p>' }] });
  });
  it('keeps show=false after closing while the set is the same', () => {
    const closed = closedStored(nextStored(null, [pu(1, 'A')]));
    expect(closed.show).toBe(false);
    expect(nextStored(closed, [pu(1, 'A')]).show).toBe(false);
  });
  it('shows again when a title, a content or the count changes', () => {
    const closed = closedStored(nextStored(null, [pu(1, 'A')]));
    expect(nextStored(closed, [pu(1, 'A', 'new title')]).show).toBe(true);
    expect(nextStored(closed, [pu(1, 'A', 't1', '<p>other</p>')]).show).toBe(true);
    expect(nextStored(closed, [pu(1, 'A'), pu(4, 'A')]).show).toBe(true);
  });
  it('parses what it stores and rejects junk', () => {
    const s = closedStored(nextStored(null, [pu(1, 'A')]));
    expect(parseStored(JSON.stringify(s))).toEqual(s);
    expect(parseStored('nope')).toBeNull();
    expect(parseStored('{"show":"yes"}')).toBeNull();
    expect(parseStored(null)).toBeNull();
  });
});
