import { ContractPage } from '../../features/agent/ContractPage.tsx';
import { AgentFrame } from '../../features/agent/ui.tsx';

/** /m/member/agent/getSalaryContract: read and accept or decline the salary contract request (spec 2/4, issue 10). */
export default function SalaryContractPage() {
  return (
    <AgentFrame>
      <ContractPage kind="salary" />
    </AgentFrame>
  );
}
