import { GatedPage } from '../../features/member/GatedPage.tsx';
import { RebateReport } from '../../features/money/Reports.tsx';

/** Route 'rebateReport' (spec 2), for real accounts only (spec 6). */
export default function RebateReportPage() {
  return <GatedPage>{() => <RebateReport />}</GatedPage>;
}
