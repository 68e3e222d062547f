/**
 * spec 2 pop-up menu: deposit, withdraw, refresh balance; for logged-in users also hide/show balance
 * and sign out (spec 4: confirm dialog first). Guests go to login (spec 6).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRecoilState, useSetRecoilState } from 'recoil';
import styled from 'styled-components';
import { loginPath } from '../routes/table.ts';
import { useBalance, useSession } from '../state/hooks.ts';
import { balanceHiddenState } from '../state/member.ts';
import { logoutConfirmState } from '../state/ui.ts';
import { DepositIcon, EyeIcon, LogoutIcon, MenuIcon, RefreshIcon, WithdrawIcon } from './icons.tsx';
import { IconButton } from './Header.styles.ts';

const Wrap = styled.div`
  position: relative;
`;
const Panel = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xxs});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.layer.floating};
  min-width: 12rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.popup.bg};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;
const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  text-align: start;
  cursor: pointer;
  svg {
    font-size: ${({ theme }) => theme.size.iconSm};
    color: ${({ theme }) => theme.color.fg.accent};
  }
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.bg.raised};
  }
`;

export function PopupMenu() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const balance = useBalance();
  const [hidden, setHidden] = useRecoilState(balanceHiddenState);
  const askLogout = useSetRecoilState(logoutConfirmState);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const guarded = (path: string) => run(() => navigate(isLoggedIn ? path : loginPath));

  return (
    <Wrap ref={wrap}>
      <IconButton
        type="button"
        aria-label={t('nav.header.menu')}
        aria-expanded={open}
        aria-controls={id}
        data-testid="popup-menu-button"
        onClick={() => setOpen((o) => !o)}
      >
        <MenuIcon />
      </IconButton>
      {open && (
        <Panel id={id} data-testid="popup-menu">
          <li>
            <Item type="button" onClick={guarded('/m/voucherCenter')}>
              <DepositIcon />
              {t('nav.menu.deposit')}
            </Item>
          </li>
          <li>
            <Item type="button" onClick={guarded('/m/withdraw')}>
              <WithdrawIcon />
              {t('nav.menu.withdraw')}
            </Item>
          </li>
          <li>
            <Item
              type="button"
              data-testid="menu-refresh"
              onClick={run(() => (isLoggedIn ? void balance.refresh().catch(() => undefined) : navigate(loginPath)))}
            >
              <RefreshIcon />
              {t('nav.menu.refreshBalance')}
            </Item>
          </li>
          {isLoggedIn && (
            <>
              <li>
                <Item type="button" data-testid="menu-toggle-balance" onClick={run(() => setHidden((h) => !h))}>
                  <EyeIcon />
                  {hidden ? t('nav.menu.showBalance') : t('nav.menu.hideBalance')}
                </Item>
              </li>
              <li>
                <Item type="button" data-testid="menu-sign-out" onClick={run(() => askLogout(true))}>
                  <LogoutIcon />
                  {t('nav.menu.signOut')}
                </Item>
              </li>
            </>
          )}
        </Panel>
      )}
    </Wrap>
  );
}
