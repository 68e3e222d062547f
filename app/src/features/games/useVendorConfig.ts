/** The vendor config (docs/product/data.md#games game store), loaded once per app and shared through Recoil. */
import { useCallback, useEffect, useState } from 'react';
import type { GameVendorConfig } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { useVendorConfigState } from '../../state/atomHooks.ts';
import { vendorConfigFirstScreenKey } from '../../state/game.ts';
import { useFirstScreen } from '../../state/firstScreen.ts';

let pending: Promise<GameVendorConfig> | null = null;

export function useVendorConfig(): { config: GameVendorConfig | null; failed: boolean; retry: () => void } {
  const [stored, setConfig] = useVendorConfigState();
  // A server-rendered page's answer is in the store from the start (ssr/pageData.ts initialState);
  // the server's render asks for it here (state/firstScreen.ts).
  const first = useFirstScreen(stored ? null : vendorConfigFirstScreenKey, (signal) => call('gameVendors', { signal }));
  const config = stored ?? first ?? null;
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    pending ??= call('gameVendors');
    pending.then(
      (c) => {
        setConfig(c);
        setFailed(false);
      },
      () => {
        pending = null;
        setFailed(true);
      },
    );
  }, [setConfig]);
  useEffect(() => {
    if (stored) return;
    if (first) setConfig(first);
    else load();
  }, [stored, first, setConfig, load]);
  return { config, failed, retry: load };
}
