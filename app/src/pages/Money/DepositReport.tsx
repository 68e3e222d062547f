import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/vouReport: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function DepositReportPage() {
  return <ComingSoon routeId="vouReport" />;
}
