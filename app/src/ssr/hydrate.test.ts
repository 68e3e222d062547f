import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter } from 'react-router-dom';
import { beforeTheRouter, markHydratedHere, recovered } from './hydrate.tsx';

afterEach(() => vi.restoreAllMocks());

describe('a hydration React recovered from', () => {
  it('is a warning when the server left the part unfinished at its deadline (#419)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    recovered(new Error('Minified React error #419; visit https://reactjs.org/docs/error-decoder.html?invariant=419'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('is an error on the console when the markup did not match, never an uncaught one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uncaught = vi.fn();
    window.addEventListener('error', uncaught);
    recovered(new Error('Minified React error #418; visit https://reactjs.org/docs/error-decoder.html?invariant=418'));
    window.removeEventListener('error', uncaught);
    expect(error).toHaveBeenCalledWith('hydration:', expect.stringContaining('#418'));
    expect(warn).not.toHaveBeenCalled();
    expect(uncaught).not.toHaveBeenCalled();
  });

  it('is a warning when a part was still hydrating as the player left the page (#421), an error on the page itself', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error421 = new Error(
      'Minified React error #421; visit https://reactjs.org/docs/error-decoder.html?invariant=421',
    );
    window.history.replaceState(null, '', '/m/gameList?gameType=RNG');
    markHydratedHere();
    recovered(error421);
    expect(error).toHaveBeenCalledWith('hydration:', expect.stringContaining('#421'));
    expect(warn).not.toHaveBeenCalled();
    window.history.pushState(null, '', '/m/login');
    recovered(error421);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('left the page'), expect.stringContaining('#421'));
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('before the router', () => {
  it("marks the history entry as the router does, so the router's set-up makes no call of its own", async () => {
    window.history.replaceState(null, '', '/m/home');
    await beforeTheRouter();
    expect(window.history.state).toEqual({ idx: 0 });
    // The router finds the mark: its set-up calls replaceState no more.
    const replace = vi.spyOn(window.history, 'replaceState');
    const router = createBrowserRouter([{ path: '/m/home', Component: () => null }], {
      hydrationData: { loaderData: {}, actionData: null, errors: null },
    });
    expect(replace).not.toHaveBeenCalled();
    router.dispose();
  });

  it('keeps an entry the router marked already (a reload after navigating)', async () => {
    window.history.replaceState({ usr: null, key: 'k1', idx: 3 }, '', '/m/home');
    const replace = vi.spyOn(window.history, 'replaceState');
    await beforeTheRouter();
    expect(replace).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ usr: null, key: 'k1', idx: 3 });
  });
});
