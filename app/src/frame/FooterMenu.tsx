/**
 * docs/product/screens-and-routes.md#footer-menu footer menu through the kit's FooterMenu: home, activity, a central deposit button with a
 * '+1%' badge, invite friends, members (mine) with the unclaimed-promotions count when above 0.
 * The route table decides where it shows; the app's footer words (nav.footer.*) name the entries.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTapNavigate } from '../state/tapNavigate.ts';
import { FooterMenu as KitFooterMenu, KitProvider, useKit } from '@lobby/ui-kit';
import type { FooterItemKey } from '@lobby/ui-kit';
import { Slot } from './Header.styles.ts';
import { useUnclaimedPromotions } from '../state/atomHooks.ts';

const hrefs: Record<FooterItemKey, string> = {
  home: '/m/home',
  activity: '/m/activity',
  deposit: '/m/voucherCenter',
  invite: '/m/inviteFriends',
  members: '/m/mine',
};
/** The footer entry a route belongs to (aria-current); other routes mark none. */
const activeByRoute: Record<string, FooterItemKey> = {
  home: 'home',
  activity: 'activity',
  voucherCenter: 'deposit',
  inviteFriends: 'invite',
  mine: 'members',
};

export function FooterMenu({ routeId }: { routeId: string }) {
  const { t } = useTranslation('common');
  const kit = useKit();
  const navigate = useTapNavigate();
  const unclaimed = useUnclaimedPromotions();
  // The footer keeps the app's short entry names ('Promotions', 'Me') over the kit's generic ones.
  const labels = useMemo(
    () => ({
      ...kit.labels,
      home: t('nav.footer.home'),
      activity: t('nav.footer.activity'),
      deposit: t('nav.footer.deposit'),
      inviteFriends: t('nav.footer.invite'),
      members: t('nav.footer.mine'),
    }),
    [kit.labels, t],
  );
  return (
    <KitProvider locale={kit.locale} dir={kit.dir} motion={kit.motion} labels={labels}>
      <Slot data-testid="footer">
        <KitFooterMenu
          hrefs={hrefs}
          active={activeByRoute[routeId]}
          onNavigate={(_key, href) => navigate(href)}
          unclaimedCount={unclaimed}
          depositBadge={t('nav.footer.depositBadge')}
        />
      </Slot>
    </KitProvider>
  );
}
