import { AccountsSuspense } from '../../features/accounts/Page.tsx';
import { RegisterScreen } from '../../features/accounts/RegisterScreen.tsx';

/** /m/register (spec 2 registration screen, built from the server's register settings; issue 7). */
export default function RegisterPage() {
  return (
    <AccountsSuspense>
      <RegisterScreen />
    </AccountsSuspense>
  );
}
