/** docs/product/accounts.md#settings settings: a change password entry and a sign out button (docs/product/states.md#logout logout via useLogout). */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, ChevronRightIcon, LogoutIcon } from '@lobby/ui-kit';
import { loginPath } from '../../routes/paths.ts';
import { useSession } from '../../state/hooks.ts';
import { useLogout } from './hooks.ts';
import { AccountScreen, AccountsSuspense } from './Page.tsx';
import { Card, MenuItem, Note } from './parts.styles.ts';

export function SettingsScreen() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { session } = useSession();
  const logout = useLogout();
  return (
    <AccountScreen testId="settings-page" title={t('settings.title')}>
      <Card>
        <Note>{session ? t('settings.signedInAs', { name: session.userName }) : t('settings.guest')}</Note>
        <MenuItem type="button" data-testid="settings-change-password" onClick={() => navigate('/m/changePsw')}>
          <span>
            {t('settings.changePassword')}
            <small>{t('settings.changePasswordHint')}</small>
          </span>
          <ChevronRightIcon />
        </MenuItem>
      </Card>
      {session ? (
        <Button variant="danger" block icon={<LogoutIcon />} onClick={logout} data-testid="settings-sign-out">
          {t('settings.signOut')}
        </Button>
      ) : (
        <Button block onClick={() => navigate(loginPath)} data-testid="settings-login">
          {t('settings.login')}
        </Button>
      )}
    </AccountScreen>
  );
}

/** /m/set (docs/product/accounts.md#settings settings; issue 7). */
export default function SettingsPage() {
  return (
    <AccountsSuspense>
      <SettingsScreen />
    </AccountsSuspense>
  );
}
