import { TeamList } from '../../features/agent/TeamList.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/member/agent/agentRebeat: agent rebate settings — each direct downline's rebate (issue 10). */
export default function AgentRebatePage() {
  return (
    <PageFrame>
      <TeamList mode="rebate" />
    </PageFrame>
  );
}
