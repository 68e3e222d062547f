import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/member/agent/getDevidendContract: a placeholder until issue 10 builds this screen. Replace the body; keep the default export. */
export default function DividendContractPage() {
  return <ComingSoon routeId="dividendContract" />;
}
