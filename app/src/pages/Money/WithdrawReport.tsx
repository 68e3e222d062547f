import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/withdrawReport: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function WithdrawReportPage() {
  return <ComingSoon routeId="withdrawReport" />;
}
