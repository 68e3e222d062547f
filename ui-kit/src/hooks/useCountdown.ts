import { useEffect, useReducer } from 'react';

/** Whole seconds left until `deadline` (a Date.now() timestamp), never below 0. */
export function secondsLeft(deadline: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Seconds left until a deadline timestamp, re-rendered once a second. It reads the clock, not a
 * tick count, so a throttled background tab or a slept phone shows the right number at once (it
 * also re-reads the clock on visibilitychange). `null` means no countdown: returns 0.
 */
export function useCountdown(deadline: number | null): number {
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (deadline === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wake = () => {
      clearTimeout(timer);
      rerender();
      const remainingMs = deadline - Date.now();
      if (remainingMs <= 0) return;
      // Wake at the next whole-second boundary of the remaining time, so the number flips on time.
      timer = setTimeout(wake, remainingMs % 1000 || 1000);
    };
    timer = setTimeout(wake, (deadline - Date.now()) % 1000 || 1000);
    document.addEventListener('visibilitychange', wake);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', wake);
    };
  }, [deadline]);

  return deadline === null ? 0 : secondsLeft(deadline);
}
