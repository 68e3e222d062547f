import { GatedPage } from '../../features/member/GatedPage.tsx';
import { WithdrawReport } from '../../features/money/Reports.tsx';

/** Route 'withdrawReport' (spec 2), for real accounts only (spec 6). */
export default function WithdrawReportPage() {
  return <GatedPage>{() => <WithdrawReport />}</GatedPage>;
}
