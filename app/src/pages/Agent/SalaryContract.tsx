import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/member/agent/getSalaryContract: a placeholder until issue 10 builds this screen. Replace the body; keep the default export. */
export default function SalaryContractPage() {
  return <ComingSoon routeId="salaryContract" />;
}
