/**
 * spec 2 start-up outcomes: asks the system status once at boot and shows the maintenance,
 * region-restricted or service-down page instead of the app when needed.
 */
import { useCallback, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useRecoilCallback, useRecoilValue } from 'recoil';
import { Loading } from '@lobby/ui-kit';
import { call } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import type { SystemStatus } from '@lobby/contract';
import { outcomeOf, outcomeState, systemDownState, systemStatusState } from '../state/system.ts';
import type { Outcome } from '../state/system.ts';
import { MaintenanceView, RegionRestrictedView, ServiceDownView } from './Outcomes.tsx';

const offlineStatus: SystemStatus = {
  status: 0,
  maintenance: false,
  regionRestricted: false,
  maintenanceUntil: null,
  message: null,
};

/** Asks the status again; answers the new outcome. */
export function useRecheckStatus(): () => Promise<Outcome> {
  return useRecoilCallback(
    ({ set }) =>
      async () => {
        try {
          const status = await call('systemStatus');
          set(systemStatusState, status);
          set(systemDownState, false);
          return outcomeOf(status, false);
        } catch (err) {
          // Offline start (PWA): the device has no network, the service is not down. The shell
          // runs with the offline banner and asks again when the connection returns.
          if (err instanceof ApiError && err.isNetwork && !navigator.onLine) {
            set(systemStatusState, offlineStatus);
            return 'normal' as const;
          }
          set(systemDownState, true);
          return 'down' as const;
        }
      },
    [],
  );
}

export function StartupGate({ children }: { children: ReactNode }) {
  const outcome = useRecoilValue(outcomeState);
  const status = useRecoilValue(systemStatusState);
  const recheck = useRecheckStatus();
  const retry = useCallback(() => {
    void recheck();
  }, [recheck]);
  useEffect(() => {
    retry();
    // Back online after an offline start: ask for real.
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);

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
