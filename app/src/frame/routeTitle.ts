/** The i18n key of a route's title: `common:nav.routes.<id>` (a few ids differ from the i18n keys). */
const keyOf: Record<string, string> = {
  mine: 'member',
  memberHome: 'member',
  uplineTransfer: 'upLineTransfer',
  memberNotice: 'agentNotice',
};
export const routeTitleKey = (routeId: string): string => `common:nav.routes.${keyOf[routeId] ?? routeId}`;
