import { TeamList } from '../../features/agent/TeamList.tsx';
import { AgentFrame } from '../../features/agent/ui.tsx';

/** /m/member/agent/agentRebeat: agent rebate settings — each direct downline's rebate (issue 10). */
export default function AgentRebatePage() {
  return (
    <AgentFrame>
      <TeamList mode="rebate" />
    </AgentFrame>
  );
}
