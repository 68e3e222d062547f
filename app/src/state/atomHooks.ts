/**
 * One small hook per shared value, so that nothing outside app/src/state names the store library:
 * `useX()` reads, `useSetX()` writes without subscribing, `useXState()` does both. Moving the store
 * to another library changes this folder only.
 */
import { RecoilRoot, useRecoilCallback, useRecoilState, useRecoilValue, useSetRecoilState } from 'recoil';
import type { MutableSnapshot } from 'recoil';
import type { SystemStatus } from '@lobby/contract';
import { call } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import { cdnListState, downloadLinksSettledState, downloadLinksState, serviceLinksState } from './common.ts';
import { consolidatedState, flagsState } from './flags.ts';
import { favouriteIdsState, vendorConfigState } from './game.ts';
import {
  balanceHiddenState,
  memberInfoState,
  unclaimedPromotionsState,
  unreadMessagesState,
  walletState,
} from './member.ts';
import { passwordMemoryState, sessionState, trialNameState } from './session.ts';
import { outcomeOf, outcomeState, systemDownState, systemStatusState } from './system.ts';
import type { Outcome } from './system.ts';
import { logoutConfirmState } from './ui.ts';
import { renderSeedState } from './render.ts';

/** The store around the app (and around a story's page). */
export { RecoilRoot as StateRoot };
/** What a server render or a hydration seeds the store with (`set(atom, value)`). */
export type { MutableSnapshot as StateSnapshot } from 'recoil';
/**
 * A store seeded with a render seed (state/render.ts), as a server-rendered page is: the page
 * stories use it so the jackpot's first figure is the same in every run, whatever else drew from
 * Math.random first.
 */
export const withRenderSeed =
  (seed: number) =>
  (snapshot: MutableSnapshot): void =>
    snapshot.set(renderSeedState, seed);

// Start-up and links (state/common.ts, state/flags.ts, state/system.ts)
export const useSetFlags = () => useSetRecoilState(flagsState);
export const useSetConsolidated = () => useSetRecoilState(consolidatedState);
export const useSetCdnList = () => useSetRecoilState(cdnListState);
export const useDownloadLinks = () => useRecoilValue(downloadLinksState);
export const useSetDownloadLinks = () => useSetRecoilState(downloadLinksState);
export const useDownloadLinksSettled = () => useRecoilValue(downloadLinksSettledState);
export const useSetDownloadLinksSettled = () => useSetRecoilState(downloadLinksSettledState);
export const useServiceLinks = () => useRecoilValue(serviceLinksState);
export const useSetServiceLinks = () => useSetRecoilState(serviceLinksState);
export const useSystemStatus = () => useRecoilValue(systemStatusState);
export const useStartupOutcome = () => useRecoilValue(outcomeState);

const offlineStatus: SystemStatus = {
  status: 0,
  maintenance: false,
  regionRestricted: false,
  maintenanceUntil: null,
  message: null,
};

/** Asks the system status again; answers the new outcome. */
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

// Session and member (state/session.ts, state/member.ts)
export const useSessionInfo = () => useRecoilValue(sessionState);
export const useSetSession = () => useSetRecoilState(sessionState);
export const useSetTrialName = () => useSetRecoilState(trialNameState);
export const usePasswordMemoryState = () => useRecoilState(passwordMemoryState);
export const useSetPasswordMemory = () => useSetRecoilState(passwordMemoryState);
export const useSetMemberInfo = () => useSetRecoilState(memberInfoState);
export const useSetWallet = () => useSetRecoilState(walletState);
export const useBalanceHidden = () => useRecoilValue(balanceHiddenState);
export const useBalanceHiddenState = () => useRecoilState(balanceHiddenState);
export const useUnreadMessages = () => useRecoilValue(unreadMessagesState);
export const useSetUnreadMessages = () => useSetRecoilState(unreadMessagesState);
export const useUnclaimedPromotions = () => useRecoilValue(unclaimedPromotionsState);
export const useUnclaimedPromotionsState = () => useRecoilState(unclaimedPromotionsState);
export const useSetUnclaimedPromotions = () => useSetRecoilState(unclaimedPromotionsState);

// Games (state/game.ts)
export const useVendorConfigValue = () => useRecoilValue(vendorConfigState);
export const useVendorConfigState = () => useRecoilState(vendorConfigState);
export const useFavouriteIdsState = () => useRecoilState(favouriteIdsState);

// The frame (state/ui.ts)
export const useLogoutConfirmState = () => useRecoilState(logoutConfirmState);
export const useAskLogout = () => useSetRecoilState(logoutConfirmState);

// Server rendering (state/render.ts)
/** The seed a server render drew its random figures from, or null in a client-only render. */
export const useRenderSeed = () => useRecoilValue(renderSeedState);
/** False on the server and while the browser hydrates its markup; browser-only reads wait for true. */
export { useAfterFirstScreen, useHydrated } from './render.ts';
