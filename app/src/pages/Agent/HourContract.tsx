import { ContractPage } from '../../features/agent/ContractPage.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/member/agent/getHourContract: read and accept or decline the hourly contract request (spec 2/4, issue 10). */
export default function HourContractPage() {
  return (
    <PageFrame>
      <ContractPage kind="hourly" />
    </PageFrame>
  );
}
