import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/member/rebateReport: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function RebateReportPage() {
  return <ComingSoon routeId="rebateReport" />;
}
