import { afterEach, describe, expect, it, vi } from 'vitest';
import { markHydratedHere, recovered } from './hydrate.tsx';

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
