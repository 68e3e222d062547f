import { GatedPage } from '../../features/member/GatedPage.tsx';
import { DepositReport } from '../../features/money/Reports.tsx';

/** Route 'vouReport' (spec 2), for real accounts only (spec 6). */
export default function DepositReportPage() {
  return <GatedPage>{() => <DepositReport />}</GatedPage>;
}
