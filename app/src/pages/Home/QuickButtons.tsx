/** spec 2 quick buttons: deposit, withdraw, single cash back, reward. TODO(kit): QuickActions. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DepositIcon, GiftIcon, RefreshIcon, WithdrawIcon } from '@lobby/ui-kit';

const Row = styled.nav`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;
const Item = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  span[aria-hidden] {
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.size.touch};
    height: ${({ theme }) => theme.size.touch};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.bg.accentMuted};
    color: ${({ theme }) => theme.color.fg.accent};
    font-size: ${({ theme }) => theme.size.icon};
  }
`;

const items = [
  { to: '/m/voucherCenter', key: 'deposit', Icon: DepositIcon },
  { to: '/m/withdraw', key: 'withdraw', Icon: WithdrawIcon },
  { to: '/m/member/manualRebate', key: 'rebate', Icon: RefreshIcon },
  { to: '/m/rewardCenter', key: 'reward', Icon: GiftIcon },
] as const;

export function QuickButtons() {
  const { t } = useTranslation('home');
  return (
    <Row aria-label={t('quick.label')} data-testid="quick-buttons">
      {items.map(({ to, key, Icon }) => (
        <Item key={key} to={to}>
          <span aria-hidden="true">
            <Icon />
          </span>
          {t(`quick.${key}`)}
        </Item>
      ))}
    </Row>
  );
}
