/**
 * The common store of docs/product/data.md#stores: CDN list, member info (see member.ts), banners, hot match, notice,
 * popup list, icons, affiliate code, vendor game types, lotteries, download links (by
 * resourceType), customer service links, all vassalages, favourites, hot games, location, help
 * list, mail setting, video map. One atom per field so a screen re-renders only for what it reads.
 */
import { atom } from 'recoil';
import type {
  Announcement,
  Banner,
  Country,
  DownloadResourceType,
  Game,
  HelpEntry,
  HotMatch,
  Lottery,
  ServiceLinkType,
  VassalGameType,
} from '@lobby/contract';

export const cdnListState = atom<string[]>({ key: 'common.cdnList', default: [] });
export const bannersState = atom<Banner[] | null>({ key: 'common.banners', default: null });
export const hotMatchState = atom<HotMatch[] | null>({ key: 'common.hotMatch', default: null });
/** Notice-bar announcements (marquee titles). */
export const noticeState = atom<Announcement[] | null>({ key: 'common.notice', default: null });
/** Popup notices (PU) of the home page. */
export const popupListState = atom<Announcement[]>({ key: 'common.popupList', default: [] });
export const iconsState = atom<string[]>({ key: 'common.icons', default: [] });
/** From the URL (`?affiliateCode=` / `?code=`) or the member; sent with registration. */
export const affiliateCodeState = atom<string | null>({ key: 'common.affiliateCode', default: null });
export const vendorGameTypesState = atom<VassalGameType[]>({ key: 'common.vendorGameTypes', default: [] });
export const lotteriesState = atom<Lottery[]>({ key: 'common.lotteries', default: [] });
/** Download links by resourceType (docs/product/data.md#download-links); server answer merged over the runtime-config fallback. */
export const downloadLinksState = atom<Partial<Record<DownloadResourceType, string>>>({
  key: 'common.downloadLinks',
  default: {},
});
/**
 * The server's download links have answered (or failed): until then the home reserves the download
 * bar's room, so its arrival does not push the page down (CLS, issue 11).
 */
export const downloadLinksSettledState = atom<boolean>({ key: 'common.downloadLinksSettled', default: false });
/** Customer-service links, already decoded (docs/product/constants.md#service-links), by type. */
export const serviceLinksState = atom<Partial<Record<ServiceLinkType, string>>>({
  key: 'common.serviceLinks',
  default: {},
});
export const vassalagesState = atom<string[]>({ key: 'common.vassalages', default: [] });
export const favouritesState = atom<string[]>({ key: 'common.favourites', default: [] });
export const commonHotGamesState = atom<Game[]>({ key: 'common.hotGames', default: [] });
export const locationState = atom<Country | null>({ key: 'common.location', default: null });
export const helpListState = atom<HelpEntry[] | null>({ key: 'common.helpList', default: null });
export const mailSettingState = atom<{ enabled: boolean } | null>({ key: 'common.mailSetting', default: null });
export const videoMapState = atom<Record<string, string>>({ key: 'common.videoMap', default: {} });
