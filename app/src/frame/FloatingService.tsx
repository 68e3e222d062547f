/**
 * docs/product/screens-and-routes.md#floating-service floating service buttons through the kit's FloatingServiceButtons: two Telegram positions,
 * Facebook, live chat. Links come decoded from the common store (docs/product/constants.md#service-links); a missing link hides its
 * button.
 */
import { useTranslation } from 'react-i18next';
import { FloatingServiceButtons } from '@lobby/ui-kit';
import { Slot } from './Header.styles.ts';
import { useHydrated, useServiceLinks } from '../state/atomHooks.ts';

const noLinks: Partial<Record<string, string>> = {};

export function FloatingService() {
  const { t } = useTranslation('common');
  const stored = useServiceLinks();
  // The frame's effects set the links before this part hydrates (it hydrates on its own, after the
  // frame): until then it renders what the server did, which had none; the render after shows them.
  const links = useHydrated() ? stored : noLinks;
  const telegram = t('shell.service.telegram');
  return (
    <Slot data-testid="floating-service">
      <FloatingServiceButtons
        telegram={links.TELEGRAM1}
        telegram2={links.TELEGRAM2}
        facebook={links.FACEBOOK}
        liveChat={links.LIVECHAT}
        // Two Telegram positions need two names: 'Telegram 1', 'Telegram 2'.
        telegramLabels={[`${telegram} 1`, `${telegram} 2`]}
      />
    </Slot>
  );
}
