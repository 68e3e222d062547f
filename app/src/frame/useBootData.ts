/**
 * What the frame loads once the start-up outcome is normal: whitelabel flags, consolidated
 * settings, download and service links; and, with a session, balance, unread messages and unclaimed
 * promotions (header and footer badges). Failures leave defaults: the frame still works.
 */
import { useEffect } from 'react';
import { decodeServiceLink } from '@lobby/contract';
import type { DownloadResourceType, RouteResponse, ServiceLinkType } from '@lobby/contract';
import { call } from '../api/client.ts';
import { runtimeConfig } from '../config/runtimeConfig.ts';
import { safeExternalUrl } from './safeLink.ts';
import { bootKeys, hasFirstScreen, memberKeys, takeFirstScreen } from '../state/firstScreen.ts';
import {
  useSessionInfo,
  useSetCdnList,
  useSetConsolidated,
  useSetDownloadLinks,
  useSetDownloadLinksSettled,
  useSetFlags,
  useSetServiceLinks,
  useSetUnclaimedPromotions,
  useSetUnreadMessages,
  useSetWallet,
} from '../state/atomHooks.ts';
import { sessionKey } from '../state/session.ts';

const ignore = () => undefined;

/** The links the server's page came with (asked for with its render), else the platform's answer. */
function links<K extends 'downloadLinks' | 'serviceLinks'>(name: K): Promise<RouteResponse<K>> {
  const carried = takeFirstScreen<RouteResponse<K>>(bootKeys[name]);
  return carried ? Promise.resolve(carried) : call(name);
}

export function useBootData(): void {
  const setFlags = useSetFlags();
  const setConsolidated = useSetConsolidated();
  const setCdn = useSetCdnList();
  const setDownload = useSetDownloadLinks();
  const setDownloadSettled = useSetDownloadLinksSettled();
  const setService = useSetServiceLinks();
  const session = useSessionInfo();
  const setWallet = useSetWallet();
  const setUnread = useSetUnreadMessages();
  const setUnclaimed = useSetUnclaimedPromotions();

  useEffect(() => {
    const config = runtimeConfig();
    // A server-rendered page arrived with both (state/firstScreen.ts): its store starts from them.
    if (!hasFirstScreen(bootKeys.flags)) call('whitelabel').then(setFlags, ignore);
    if (!hasFirstScreen(bootKeys.consolidated)) {
      call('consolidated').then((c) => {
        setConsolidated(c);
        setCdn(c.cdn);
      }, ignore);
    }
    // Runtime-config links are the fallback; the server's win.
    setDownload(config.downloadLinks);
    links('downloadLinks')
      .then((list) => {
        const byType: Partial<Record<DownloadResourceType, string>> = { ...config.downloadLinks };
        // issue 11: a server link becomes an href or window.open target: http(s) only.
        for (const l of list) {
          const url = l.resourceType === 'AppDownloadIcon' ? l.url : safeExternalUrl(l.url);
          if (url) byType[l.resourceType] = url;
        }
        setDownload(byType);
      }, ignore)
      .finally(() => setDownloadSettled(true));
    setService(config.serviceLinks);
    links('serviceLinks').then((list) => {
      const byType: Partial<Record<ServiceLinkType, string>> = { ...config.serviceLinks };
      for (const l of list) {
        try {
          const url = safeExternalUrl(decodeServiceLink(l.path));
          // issue 11: a javascript:/data: target would run in the site's origin when tapped.
          if (url) byType[l.type] = url;
        } catch {
          // a broken entry hides its button
        }
      }
      setService(byType);
    }, ignore);
  }, [setFlags, setConsolidated, setCdn, setDownload, setDownloadSettled, setService]);

  const token = sessionKey(session);
  useEffect(() => {
    if (!token) return;
    // A server-rendered member page came with these answers (ssr/pageData.ts initialState): taken by
    // the first run, the one for that page's member; another session (signed in again) asks anew.
    const carried = (key: string) => takeFirstScreen(key) !== undefined;
    if (!carried(memberKeys.balance))
      call('balance').then((b) => setWallet({ sumBalance: b.sumBalance, refreshing: false }), ignore);
    if (!carried(memberKeys.unread)) call('inboxUnread').then(setUnread, ignore);
    if (!carried(memberKeys.unclaimed)) call('promotionsUnclaimed').then(setUnclaimed, ignore);
  }, [token, setWallet, setUnread, setUnclaimed]);
}
