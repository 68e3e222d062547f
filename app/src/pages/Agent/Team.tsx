import { TeamList } from '../../features/agent/TeamList.tsx';
import { AgentFrame } from '../../features/agent/ui.tsx';

/** /m/member/team: team management — downlines, search, open account, transfer, rebates (issue 10). */
export default function TeamPage() {
  return (
    <AgentFrame>
      <TeamList mode="team" />
    </AgentFrame>
  );
}
