import { ContractPage } from '../../features/agent/ContractPage.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/member/agent/getDevidendContract: read and accept or decline the dividend contract request (spec 2/4, issue 10). */
export default function DividendContractPage() {
  return (
    <PageFrame>
      <ContractPage kind="dividend" />
    </PageFrame>
  );
}
