/** What a server render and the browser's hydration must agree on beyond the data itself. */
import { useSyncExternalStore } from 'react';
import { atom } from 'recoil';

/**
 * The seed of a page's random starting values (the jackpot's first figure): chosen by the server
 * for its render and handed to the browser, so both draw the same numbers; the page stories pin
 * one (atomHooks.ts, withRenderSeed). Null on a client-only page, which draws from Math.random.
 */
export const renderSeedState = atom<number | null>({ key: 'render.seed', default: null });

/** Nothing to follow: the answer changes once, from the server's to the browser's. */
const noSubscription = () => () => undefined;

/**
 * False on the server and in the browser's hydration of its markup, true from the render after
 * (React renders the part again at once) and from the start on a client-only page. What only the
 * browser knows (the device, storage, links loaded after start-up) waits for it, so a boundary
 * that hydrates after the frame's effects have run still renders what the server sent.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
