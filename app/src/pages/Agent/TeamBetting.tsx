import { TeamDaily } from '../../features/agent/Reports.tsx';
import { AgentFrame } from '../../features/agent/ui.tsx';

/** /m/teamBetting: team betting per day, from the team KPI (issue 10). */
export default function TeamBettingPage() {
  return (
    <AgentFrame>
      <TeamDaily kind="betting" />
    </AgentFrame>
  );
}
