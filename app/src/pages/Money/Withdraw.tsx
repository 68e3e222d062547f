import { GatedPage } from '../../features/member/GatedPage.tsx';
import { Withdraw } from '../../features/money/Withdraw.tsx';

/** Route 'withdraw' (spec 2), for real accounts only (spec 6). */
export default function WithdrawPage() {
  return <GatedPage>{() => <Withdraw />}</GatedPage>;
}
