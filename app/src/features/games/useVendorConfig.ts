/** The vendor config (docs/product/data.md#games game store), loaded once per app and shared through Recoil. */
import { useCallback, useEffect, useState } from 'react';
import type { GameVendorConfig } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { useVendorConfigState } from '../../state/atomHooks.ts';

let pending: Promise<GameVendorConfig> | null = null;

export function useVendorConfig(): { config: GameVendorConfig | null; failed: boolean; retry: () => void } {
  const [config, setConfig] = useVendorConfigState();
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
    if (!config) load();
  }, [config, load]);
  return { config, failed, retry: load };
}
