import { TeamDaily } from '../../features/agent/Reports.tsx';
import { AgentFrame } from '../../features/agent/ui.tsx';

/** /m/agent/team/pnl: team profit and loss per day, from the team KPI (issue 10). */
export default function TeamPnlPage() {
  return (
    <AgentFrame>
      <TeamDaily kind="pnl" />
    </AgentFrame>
  );
}
