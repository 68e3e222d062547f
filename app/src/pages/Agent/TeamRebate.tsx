import { RebateIncome } from '../../features/agent/Reports.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/member/teamRebate: agent rebate income (issue 10). */
export default function TeamRebatePage() {
  return (
    <PageFrame>
      <RebateIncome />
    </PageFrame>
  );
}
