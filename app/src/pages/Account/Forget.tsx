import { AccountsSuspense } from '../../features/accounts/Page.tsx';
import { ForgetScreen } from '../../features/accounts/ForgetScreen.tsx';

/** /m/forget (spec 2 forgot password and set password by phone; issue 7). */
export default function ForgetPage() {
  return (
    <AccountsSuspense>
      <ForgetScreen />
    </AccountsSuspense>
  );
}
