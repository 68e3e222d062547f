/**
 * A tap on a link or button of the server's page that React has not hydrated yet stops at the
 * window, and the same events reach the page again after the next paint, in their order
 * (docs/decisions/web-server-rendering.md, "The first tap").
 */
import { act, Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerTapsAfterPaint } from './tapsAfterPaint.ts';

const painted = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

/** The tap's events as a touch screen sends them, on `target`. */
function tap(target: Element, { end = true } = {}): Event[] {
  const sent: Event[] = [];
  const send = (event: Event) => {
    sent.push(event);
    target.dispatchEvent(event);
  };
  const at = { bubbles: true, cancelable: true, clientX: 20, clientY: 30, button: 0 };
  send(new PointerEvent('pointerdown', { ...at, pointerId: 7, pointerType: 'touch', isPrimary: true }));
  send(new Event('touchstart', { bubbles: true, cancelable: true }));
  if (!end) return sent;
  send(new PointerEvent('pointerup', { ...at, pointerId: 7, pointerType: 'touch', isPrimary: true }));
  send(new Event('touchend', { bubbles: true, cancelable: true }));
  send(new MouseEvent('mousedown', at));
  send(new MouseEvent('mouseup', at));
  send(new MouseEvent('click', { ...at, detail: 1 }));
  return sent;
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** A root marked as React marks the roots it takes (suffix `t`), with the server's markup; `beforeStart` runs before the start. */
function serverRoot(html: string, beforeStart?: (root: HTMLElement) => void) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  beforeStart?.(root);
  Object.assign(root, { __reactContainer$t: {} });
  const arrived: Array<{ type: string; x: number; prevented: boolean }> = [];
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'pointerup', 'touchend', 'mouseup', 'click'])
    root.addEventListener(type, (e) =>
      arrived.push({
        type,
        x: (e as MouseEvent).clientX,
        prevented: e.defaultPrevented,
      }),
    );
  stop = answerTapsAfterPaint(root);
  return { root, arrived };
}

describe('a tap on a server button React has not hydrated', () => {
  it('reaches the page only after the next paint: the pointer and mouse events, in order, where they were', async () => {
    const { root, arrived } = serverRoot('<main><button type="button"><img alt="" /></button></main>');
    const sent = tap(root.querySelector('img')!);
    expect(arrived).toEqual([]);
    expect(sent.find((e) => e.type === 'click')!.defaultPrevented).toBe(true);
    await painted();
    expect(arrived.map((e) => e.type)).toEqual(['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click']);
    expect(arrived.every((e) => e.x === 20)).toBe(true);
    // The copy is the page's to prevent: nothing here prevents it.
    expect(arrived.at(-1)!.prevented).toBe(false);
  });

  it('is the same button the second time only once: a control React never marks is handed on at once', async () => {
    const { root, arrived } = serverRoot('<a href="#notice">notice</a>');
    tap(root.querySelector('a')!);
    await painted();
    arrived.length = 0;
    tap(root.querySelector('a')!);
    expect(arrived.map((e) => e.type)).toEqual([
      'pointerdown',
      'touchstart',
      'pointerup',
      'touchend',
      'mousedown',
      'mouseup',
      'click',
    ]);
  });

  it('is handed on a second after a press that never becomes a click', async () => {
    vi.useFakeTimers();
    const { root, arrived } = serverRoot('<button type="button">hold</button>');
    tap(root.querySelector('button')!, { end: false });
    await vi.advanceTimersByTimeAsync(900);
    expect(arrived).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(arrived.map((e) => e.type)).toEqual(['pointerdown']);
  });
});

describe('the button tapped before the app ran (kept by web/’s start script)', () => {
  it('gets the whole press after the first paint, where it was tapped; the start script’s list is taken over', async () => {
    const { arrived } = serverRoot('<button type="button">tile</button><button type="button">gone</button>', (root) => {
      const gone = root.querySelectorAll('button')[1]!;
      gone.remove();
      window.__lobbyEarlyTaps = [
        { control: gone, x: 1, y: 1, pointerType: 'touch' },
        { control: root.querySelector('button')!, x: 40, y: 50, pointerType: 'touch' },
      ];
    });
    expect(window.__lobbyEarlyTaps).toBeNull();
    expect(arrived).toEqual([]);
    await painted();
    expect(arrived.map((e) => [e.type, e.x])).toEqual([
      ['pointerdown', 40],
      ['mousedown', 40],
      ['pointerup', 40],
      ['mouseup', 40],
      ['click', 40],
    ]);
  });
});

describe('a tap handed on at once', () => {
  it('on a button React has hydrated (it bears React’s mark)', () => {
    const { root, arrived } = serverRoot('<button type="button">ok</button>');
    Object.assign(root.querySelector('button')!, { __reactFiber$t: {} });
    tap(root.querySelector('button')!);
    expect(arrived.map((e) => e.type)).toContain('click');
  });

  it('on a button the browser rendered (not the server’s) and on what is no control', () => {
    const { root, arrived } = serverRoot('<p>text</p>');
    const added = document.createElement('button');
    root.append(added);
    tap(added);
    tap(root.querySelector('p')!);
    expect(arrived.filter((e) => e.type === 'click')).toHaveLength(2);
  });

  it('outside the root (a dialog in a portal)', () => {
    const { arrived } = serverRoot('<button type="button">in</button>');
    const outside = document.createElement('button');
    document.body.append(outside);
    const clicks = vi.fn();
    outside.addEventListener('click', clicks);
    tap(outside);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(arrived).toEqual([]);
  });
});

it('hands a tap to React once the page has painted: the part hydrates and its handler runs once', async () => {
  const Part = ({ onTap }: { onTap: () => void }) => {
    const [n, setN] = useState(0);
    return (
      <button
        type="button"
        onClick={() => {
          setN(n + 1);
          onTap();
        }}
      >
        taps {n}
      </button>
    );
  };
  const onTap = vi.fn();
  const page = (
    <main>
      <Suspense fallback={null}>
        <Part onTap={onTap} />
      </Suspense>
    </main>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const recoverable = vi.fn();
  hydrateRoot(container, page, { onRecoverableError: recoverable });
  stop = answerTapsAfterPaint(container);
  const button = container.querySelector('button')!;
  tap(button);
  expect(onTap).not.toHaveBeenCalled();
  await act(painted);
  expect(onTap).toHaveBeenCalledTimes(1);
  expect(button.textContent).toBe('taps 1');
  expect(recoverable).not.toHaveBeenCalled();
});
