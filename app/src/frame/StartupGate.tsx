/**
 * docs/product/screens-and-routes.md#start-up-outcomes start-up outcomes: asks the system status once at boot (unless the server's page came with it) and shows the maintenance,
 * region-restricted or service-down page instead of the app when needed.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Loading } from '@lobby/ui-kit';
import { useRecheckStatus, useStartupOutcome, useSystemStatus } from '../state/atomHooks.ts';
import { MaintenanceView, RegionRestrictedView, ServiceDownView } from './Outcomes.tsx';

export function StartupGate({ children }: { children: ReactNode }) {
  const outcome = useStartupOutcome();
  const status = useSystemStatus();
  const recheck = useRecheckStatus();
  const retry = useCallback(() => {
    void recheck();
  }, [recheck]);
  // A server-rendered page came with the status (ssr/pageData.ts initialState): not asked again at
  // start. A page without one (the platform did not answer the server) asks.
  const [carried] = useState(() => status !== null);
  useEffect(() => {
    if (!carried) retry();
    // Back online after an offline start: ask for real.
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry, carried]);

  switch (outcome) {
    case 'loading':
      return (
        <main data-testid="outcome-loading">
          <Loading />
        </main>
      );
    case 'maintenance':
      return (
        <main>
          <MaintenanceView message={status?.message} until={status?.maintenanceUntil} onRetry={retry} />
        </main>
      );
    case 'region':
      return (
        <main>
          <RegionRestrictedView message={status?.message} />
        </main>
      );
    case 'down':
      return (
        <main>
          <ServiceDownView onRetry={retry} />
        </main>
      );
    default:
      return <>{children}</>;
  }
}
