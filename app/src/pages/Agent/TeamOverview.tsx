import { TeamOverview } from '../../features/agent/Reports.tsx';
import { AgentFrame } from '../../features/agent/ui.tsx';

/** /m/agent/team/overview: team overview (issue 10). */
export default function TeamOverviewPage() {
  return (
    <AgentFrame>
      <TeamOverview />
    </AgentFrame>
  );
}
