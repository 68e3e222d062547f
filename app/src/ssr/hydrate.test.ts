import { afterEach, describe, expect, it, vi } from 'vitest';
import { recovered } from './hydrate.tsx';

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
});
