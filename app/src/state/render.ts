/** What a server render and the browser's hydration must agree on beyond the data itself. */
import { useEffect, useState } from 'react';
import { atom } from 'recoil';
import { setHydratingPage } from '@lobby/ui-kit';
import { afterLoadWhenIdle } from './idle.ts';

/**
 * The seed of a page's random starting values (the jackpot's first figure): chosen by the server
 * for its render and handed to the browser, so both draw the same numbers; the page stories pin
 * one (atomHooks.ts, withRenderSeed). Null on a client-only page, which draws from Math.random.
 */
export const renderSeedState = atom<number | null>({ key: 'render.seed', default: null });

/**
 * False on the server and in the browser's hydration of its markup, true from the render after and
 * from the start on a client-only page (the kit's hook, which its submit buttons use too). What only
 * the browser knows (the device, storage, links loaded after start-up) waits for it, so a boundary
 * that hydrates after the frame's effects have run still renders what the server sent.
 */
export { useHydrated } from '@lobby/ui-kit';

/**
 * Set by the browser's hydration of a server-rendered page (ssr/hydrate.tsx), before it starts. Until
 * the page is up (loaded and the browser idle, at most ~1.5 s later), parts that hydrate learn that
 * they are the browser's in a low-priority render (the kit's setHydratingPage).
 */
let hydratingServerPage = false;
export const markServerRendered = (): void => {
  hydratingServerPage = true;
  setHydratingPage(true);
  afterLoadWhenIdle(() => setHydratingPage(false), { latestMs: 1500, withoutIdleMs: 0 });
};
/** Whether this document is a server-rendered page that the browser hydrated (its styles came with it). */
export const isServerRenderedPage = (): boolean => hydratingServerPage;

/**
 * On a server-rendered page: false until the page has loaded and the browser is first idle after it
 * (at most ~1.5 s later), then true. What the first screen does not need (popups, the add-to-home
 * tip) waits for it: their code, calls and layout never compete with the first paint or the
 * hydration. A client-rendered page (a static build, a story) has no server markup to protect: true.
 */
export function useAfterFirstScreen(): boolean {
  // False on the server too: what waits here is never in the server's markup.
  const [done, setDone] = useState(() => typeof window !== 'undefined' && !hydratingServerPage);
  useEffect(() => {
    if (done) return undefined;
    return afterLoadWhenIdle(() => setDone(true), { latestMs: 1500, withoutIdleMs: 0 });
  }, [done]);
  return done;
}
