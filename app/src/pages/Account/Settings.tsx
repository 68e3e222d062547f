import { AccountsSuspense } from '../../features/accounts/Page.tsx';
import { SettingsScreen } from '../../features/accounts/SettingsScreen.tsx';

/** /m/set (spec 2 settings; issue 7). */
export default function SettingsPage() {
  return (
    <AccountsSuspense>
      <SettingsScreen />
    </AccountsSuspense>
  );
}
