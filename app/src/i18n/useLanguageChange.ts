import { useEffect, useRef } from 'react';
import { i18n as appI18n } from './i18n.ts';
import { currentLanguageCode } from './i18n.ts';
import type { LanguageCode } from './languages.ts';

/** docs/product/constants.md#limits: language-change reloads wait 200 ms (game list, validation) or 250 ms (winner board). */
export const languageReloadDelay = { gameList: 200, validation: 200, winnerBoard: 250 } as const;

/**
 * Calls `callback` once, `delayMs` after the last language change (quick switches collapse into one
 * reload). Not called on mount. The latest callback is used; the timer is cleared on unmount.
 */
export function useLanguageChange(callback: (code: LanguageCode) => void, delayMs: number): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        latest.current(currentLanguageCode());
      }, delayMs);
    };
    appI18n.on('languageChanged', onChange);
    return () => {
      appI18n.off('languageChanged', onChange);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [delayMs]);
}
