import { GatedPage } from '../../features/member/GatedPage.tsx';
import { Deposit } from '../../features/money/Deposit.tsx';

/** Route 'voucherCenter' (spec 2), for real accounts only (spec 6). */
export default function VoucherCenterPage() {
  return <GatedPage>{() => <Deposit />}</GatedPage>;
}
