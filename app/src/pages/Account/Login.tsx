import { AccountsSuspense } from '../../features/accounts/Page.tsx';
import { LoginScreen } from '../../features/accounts/LoginScreen.tsx';

/** /m/login (spec 2 login screen; issue 7). */
export default function LoginPage() {
  return (
    <AccountsSuspense>
      <LoginScreen />
    </AccountsSuspense>
  );
}
