import { AccountsSuspense } from '../../features/accounts/Page.tsx';
import { ChangePasswordScreen } from '../../features/accounts/ChangePasswordScreen.tsx';

/** /m/changePsw (spec 2 change password; issue 7). */
export default function ChangePasswordPage() {
  return (
    <AccountsSuspense>
      <ChangePasswordScreen />
    </AccountsSuspense>
  );
}
