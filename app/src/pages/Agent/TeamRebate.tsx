import { RebateIncome } from '../../features/agent/Reports.tsx';
import { AgentFrame } from '../../features/agent/ui.tsx';

/** /m/member/teamRebate: agent rebate income (issue 10). */
export default function TeamRebatePage() {
  return (
    <AgentFrame>
      <RebateIncome />
    </AgentFrame>
  );
}
