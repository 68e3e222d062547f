/**
 * First-screen data: the public answers a page's first render shows (the home's announcements, the
 * hall, the winner board, the game list's first page...).
 *
 * On the server a block asks for its answer while React renders: it suspends until the platform
 * answers (or gives up: the block then renders its loading state and the browser loads it), and the
 * answers travel with the page in its data block (ssr/pageData.ts). In the browser, hydration starts
 * from those answers, so each block renders the server's markup and does not ask again; a block
 * mounted later (another visit to the page) loads as usual. Keys name the call and what it depends
 * on (its query, the language), so the server and the browser agree on them.
 */
import { createContext, createElement, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';

/** One server render's answers (per request: nothing is shared between players). */
export interface FirstScreenStore {
  readonly values: Record<string, unknown>;
  /** Runs a load for this request (the server sets the request's language around it). */
  readonly run: <T>(load: (signal: AbortSignal) => Promise<T>) => Promise<T>;
  readonly pending: Map<string, Promise<void>>;
  readonly failed: Set<string>;
}

/**
 * Answers the whole frame reads, asked by the server before it renders: flags and the merchant's
 * settings (header, menus, member center: in the store for both renders), and the download and
 * service links (the browser's frame takes them once hydrated: the server cannot know the device).
 */
export const bootKeys = {
  flags: 'whitelabel',
  consolidated: 'consolidated',
  downloadLinks: 'downloadLinks',
  serviceLinks: 'serviceLinks',
} as const;

/** A member's own answers the frame shows (header balance, badges), asked by the server for a member's page. */
export const memberKeys = {
  balance: 'member:balance',
  info: 'member:info',
  unread: 'member:inboxUnread',
  unclaimed: 'member:promotionsUnclaimed',
} as const;

const ServerStore = createContext<FirstScreenStore | null>(null);

export function createFirstScreenStore(
  run: <T>(load: (signal: AbortSignal) => Promise<T>) => Promise<T>,
): FirstScreenStore {
  return { values: {}, run, pending: new Map(), failed: new Set() };
}

export function FirstScreenProvider({ store, children }: { store: FirstScreenStore; children: ReactNode }) {
  return createElement(ServerStore.Provider, { value: store }, children);
}

/** The server's answers as the browser received them; each is taken once, by the block that shows it. */
let received: Record<string, unknown> = {};

/** Hydration: the answers of the page's data block. */
export function receiveFirstScreen(values: Record<string, unknown> | undefined): void {
  received = { ...values };
}

/** The page's data block holds an answer for `key` (a module may skip its early call). */
export const hasFirstScreen = (key: string): boolean => key in received;

/** Outside React: the page's answer for `key`, taken (a second take, or a later page, asks anew). */
export function takeFirstScreen<T>(key: string): T | undefined {
  if (!(key in received)) return undefined;
  const value = received[key] as T;
  delete received[key];
  return value;
}

/**
 * The answer for `key` for this page's first render, or undefined (then the block loads as usual).
 * On the server it suspends the block until the answer is in. `key` null: nothing to ask (a member's
 * view, a disabled block). Use the answer as the block's starting state only: in the browser it is
 * forgotten once the block has mounted, so a later visit asks the platform again.
 */
export function useFirstScreen<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): T | undefined {
  const server = useContext(ServerStore);
  const value = key === null ? undefined : server ? fromServer<T>(server, key, load) : (received[key] as T | undefined);
  useEffect(() => {
    if (key !== null) delete received[key];
  }, [key]);
  return value;
}

/**
 * The server asks for `key` before the render (answers the whole frame reads, such as the flags);
 * resolves when it is in or has failed.
 */
export function prefetchFirstScreen<T>(
  store: FirstScreenStore,
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): Promise<void> {
  let pending = store.pending.get(key);
  if (!pending) {
    pending = store.run(load).then(
      (v) => {
        store.values[key] = v;
      },
      () => {
        store.failed.add(key);
      },
    );
    store.pending.set(key, pending);
  }
  return pending;
}

function fromServer<T>(store: FirstScreenStore, key: string, load: (signal: AbortSignal) => Promise<T>): T | undefined {
  if (key in store.values) return store.values[key] as T;
  if (store.failed.has(key)) return undefined;
  // React's server renderer waits for the promise and renders the block again.
  throw prefetchFirstScreen(store, key, load);
}
