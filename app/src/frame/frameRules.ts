/**
 * The frame's rules for a route: which header it shows, where back goes, whether the footer shows.
 * The route table sets them per route (these are the defaults by id); the frame reads them from the
 * matched route, so the frame needs nothing from the table itself.
 */

/** docs/product/screens-and-routes.md#header: no header (login, register, mine, agent), the home header, or a back button. */
export type HeaderKind = 'none' | 'home' | 'back';
/** docs/product/screens-and-routes.md#back: back goes home from login, register, trail, notice, forget and activity; otherwise back one page. */
export type BackTarget = 'home' | 'history';

export interface FrameRules {
  /** Stable id: test ids, i18n keys (`shell:route.<id>`), analytics. */
  id: string;
  header: HeaderKind;
  back: BackTarget;
  /** docs/product/screens-and-routes.md#route-list: the footer menu is hidden on the listed routes. */
  footer: boolean;
}

/** docs/product/screens-and-routes.md#page-frame "Page frame": routes without the header. */
const noHeader = new Set(['login', 'register', 'mine', 'memberHome', 'agent']);
/** docs/product/screens-and-routes.md#back: back goes to home from these. */
const backHome = new Set(['login', 'register', 'trail', 'notice', 'forget', 'activity']);
/** docs/product/screens-and-routes.md#page-frame: the footer is hidden on these (memberNotice: agent announcements, see docs/decisions/app-frame.md). */
const noFooter = new Set([
  'winnerPage',
  'login',
  'register',
  'trail',
  'launchGame',
  'changePsw',
  'notice',
  'memberNotice',
  'activity',
  'forget',
  'service',
  'moreLottery',
  'useragreement',
  'maintenance',
  'agent',
  'mine',
  'memberHome',
]);

/** The default frame rules of a route id. */
export const frameRulesFor = (id: string): Omit<FrameRules, 'id'> => ({
  header: id === 'home' ? 'home' : noHeader.has(id) ? 'none' : 'back',
  back: backHome.has(id) ? 'home' : 'history',
  footer: !noFooter.has(id),
});
