/** docs/product/home-and-games.md#quick-buttons quick buttons on the kit's QuickActions: deposit, withdraw, single cash back, reward. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { QuickActions } from '@lobby/ui-kit';
import type { QuickActionKey } from '@lobby/ui-kit';

/** docs/product/home-and-games.md#quick-buttons: where each quick button goes. */
export const quickRoutes: Record<QuickActionKey, string> = {
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  cashBack: '/m/member/manualRebate',
  reward: '/m/rewardCenter',
};

export function QuickButtons() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
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
    <div data-testid="quick-buttons">
      <QuickActions aria-label={t('quick.label')} labels={labels} onSelect={(key) => navigate(quickRoutes[key])} />
    </div>
  );
}
