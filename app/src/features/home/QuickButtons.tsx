/** docs/product/home-and-games.md#quick-buttons quick buttons on the kit's QuickActions: deposit, withdraw, single cash back, reward. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTapNavigate } from '../../state/tapNavigate.ts';
import styled from 'styled-components';
import { QuickActions } from '@lobby/ui-kit';
import type { QuickActionKey } from '@lobby/ui-kit';
import { theme } from '@lobby/tokens';
import { dialClearance } from './serviceDial.ts';

/** docs/product/home-and-games.md#quick-buttons: where each quick button goes. */
export const quickRoutes: Record<QuickActionKey, string> = {
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  cashBack: '/m/member/manualRebate',
  reward: '/m/rewardCenter',
};

/**
 * The row keeps the dial's column clear at its end, as the winner board does (serviceDial.ts): the
 * last label ('Mga gantimpala' in TY) sat under the dial. The kit's row brings its own space.sm
 * padding and card background; this box extends that card under the reserved column.
 */
const Card = styled.div`
  padding-inline-end: max(0%, ${dialClearance} - ${theme.space.sm});
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg.surface};
`;

export function QuickButtons() {
  const { t } = useTranslation('home');
  const navigate = useTapNavigate();
  const labels = useMemo(
    () => ({
      deposit: t('quick.deposit'),
      withdraw: t('quick.withdraw'),
      cashBack: t('quick.rebate'),
      reward: t('quick.reward'),
    }),
    [t],
  );
  return (
    <Card data-testid="quick-buttons">
      <QuickActions aria-label={t('quick.label')} labels={labels} onSelect={(key) => navigate(quickRoutes[key])} />
    </Card>
  );
}
