import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/member/agent/getHourContract: a placeholder until issue 10 builds this screen. Replace the body; keep the default export. */
export default function HourContractPage() {
  return <ComingSoon routeId="hourContract" />;
}
