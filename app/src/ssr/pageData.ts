/**
 * What a server-rendered page hands to the browser: the state its first render used, so the
 * browser's first render (hydration) makes the same markup without asking the platform again.
 * It travels in a `<script type="application/json">` block: data, not script, so the CSP stays
 * `script-src 'self'`.
 */
import type { ResourceLanguage } from 'i18next';
import type { NumberSymbols } from '@lobby/ui-kit';
import { storageKeys } from '@lobby/contract';
import type {
  ConsolidatedSettings,
  GameVendorConfig,
  MemberInfo,
  SystemStatus,
  WhitelabelFlags,
} from '@lobby/contract';
import type { StateSnapshot } from '../state/atomHooks.ts';
import { cdnListState } from '../state/common.ts';
import { consolidatedState, flagsState } from '../state/flags.ts';
import { vendorConfigFirstScreenKey, vendorConfigState } from '../state/game.ts';
import { renderSeedState } from '../state/render.ts';
import { systemDownState, systemStatusState } from '../state/system.ts';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import { toLanguageCode } from '../i18n/languages.ts';
import { readSession, sessionState } from '../state/session.ts';
import type { SessionInfo } from '../state/session.ts';
import { memberInfoState, unclaimedPromotionsState, unreadMessagesState, walletState } from '../state/member.ts';

/** A member's session as a page holds it: SessionInfo has no token (the front-end server keeps that). */
export type PublicSession = SessionInfo;

import { bootKeys, memberKeys } from '../state/firstScreen.ts';

/** The state both renders start from: the seed, the platform's status, and the boot answers. */
export function initialState(
  data: Pick<PageData, 'seed' | 'status' | 'firstScreen'> & { session?: PublicSession | null },
) {
  return ({ set }: StateSnapshot): void => {
    if (data.session) {
      set(sessionState, data.session);
      const balance = data.firstScreen[memberKeys.balance] as { sumBalance: number } | undefined;
      if (balance) set(walletState, { sumBalance: balance.sumBalance, refreshing: false });
      const info = data.firstScreen[memberKeys.info] as MemberInfo | undefined;
      if (info) set(memberInfoState, info);
      const unread = data.firstScreen[memberKeys.unread];
      if (typeof unread === 'number') set(unreadMessagesState, unread);
      const unclaimed = data.firstScreen[memberKeys.unclaimed];
      if (typeof unclaimed === 'number') set(unclaimedPromotionsState, unclaimed);
    }
    set(renderSeedState, data.seed);
    if (data.status) set(systemStatusState, data.status);
    else set(systemDownState, true);
    const flags = data.firstScreen[bootKeys.flags] as WhitelabelFlags | undefined;
    if (flags) set(flagsState, flags);
    const consolidated = data.firstScreen[bootKeys.consolidated] as ConsolidatedSettings | undefined;
    if (consolidated) {
      set(consolidatedState, consolidated);
      set(cdnListState, consolidated.cdn);
    }
    // An answer the server's render asked for (the hall's and the game list's tiles read it), in
    // the browser's store before hydration. Put there by the first part to mount, it changed the
    // store under a page that had just hydrated: every part reading it was rendered again at once,
    // in one synchronous task (200 ms at 2.5x CPU on the home).
    const vendors = data.firstScreen[vendorConfigFirstScreenKey] as GameVendorConfig | undefined;
    if (vendors) set(vendorConfigState, vendors);
  };
}

/** The id of the data block in the page. */
export const pageDataId = 'lobby-page-data';

export interface PageData {
  /** The runtime config the server rendered with (the browser then skips fetching it). */
  config: RuntimeConfig;
  /** The brand and language chosen for this request (query, cookie, config). */
  brand: string;
  /** i18next language tag, and the bundles (per language, per namespace) the render used. */
  language: string;
  resources: Record<string, ResourceLanguage>;
  /** The platform's status, or null when the platform did not answer in time (the down page). */
  status: SystemStatus | null;
  /** The seed of random starting values (state/render.ts). */
  seed: number;
  /** The platform's answers the first render showed, by key (state/firstScreen.ts). */
  firstScreen: Record<string, unknown>;
  /** The member the page was rendered for (no token), or null for a guest's page. */
  session?: PublicSession | null;
  /**
   * How the page's language writes numbers, as the server wrote them; null where the browser must
   * ask its own Intl. Saves the browser loading its number data during hydration (ui-kit provider/numbers.ts).
   */
  numbers?: NumberSymbols | null;
}

/**
 * JSON that no string inside can end or leave: `<` `>` `&` (no `</script>`, no `<!--`) and the two
 * line separators that older parsers treat as line ends become \u escapes; JSON.parse reads them back.
 */
export function serializePageData(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The page's data block, or undefined for a page the server did not render (client-only). */
export function readPageData(doc: Document = document): PageData | undefined {
  const text = doc.getElementById(pageDataId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return undefined;
  }
}

/**
 * The server's first render is this browser's too: same language, and the same member (the one the
 * server rendered for, or a guest on both sides). A language the address names (`?lang=`, which the
 * server rendered in: ssr/choice.ts) is the visitor's from this page on, as a `?brand=` is: the page
 * hydrates in it and hydratePage stores it, instead of rendering again in the stored one.
 */
export function canHydrate(
  data: PageData,
  storage: Storage | undefined,
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): boolean {
  let stored: string | null | undefined;
  try {
    stored = storage?.getItem(storageKeys.language);
  } catch {
    stored = undefined;
  }
  const page = toLanguageCode(data.language);
  const named = toLanguageCode(new URLSearchParams(search).get('lang'));
  const sameLanguage = !stored || toLanguageCode(stored) === page || (named !== undefined && named === page);
  const member = readSession();
  const sameMember = data.session ? !member || member.userName === data.session.userName : member === undefined;
  return sameLanguage && sameMember;
}
