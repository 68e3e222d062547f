/** What a server render and the browser's hydration must agree on beyond the data itself. */
import { atom } from 'recoil';

/**
 * The seed of a page's random starting values (the jackpot's first figure): chosen by the server
 * for its render and handed to the browser, so both draw the same numbers. Null on a client-only
 * page, which draws from Math.random as before (the page stories seed that).
 */
export const renderSeedState = atom<number | null>({ key: 'render.seed', default: null });
