import { ContractPage } from '../../features/agent/ContractPage.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/member/agent/getSalaryContract: read and accept or decline the salary contract request (spec 2/4, issue 10). */
export default function SalaryContractPage() {
  return (
    <PageFrame>
      <ContractPage kind="salary" />
    </PageFrame>
  );
}
