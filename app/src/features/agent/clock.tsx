/**
 * The agent screens' clock, injectable: the greeting and "today" read it. Tests and stories pass a
 * fixed one through <ClockProvider>; end-to-end tests mock the browser clock (Playwright's
 * page.clock), which this default follows.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const ClockContext = createContext<Clock>(systemClock);

export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export const useClock = (): Clock => useContext(ClockContext);

/** The current time, refreshed every minute so a greeting turns at the hour. */
export function useNow(): Date {
  const clock = useClock();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    setNow(clock());
    const id = window.setInterval(() => setNow(clock()), 60_000);
    return () => window.clearInterval(id);
  }, [clock]);
  return now;
}
