import { AgentDashboard } from '../../features/agent/AgentDashboard.tsx';
import { AgentFrame } from '../../features/agent/ui.tsx';

/** /m/agent: the agent home dashboard (spec 2, issue 10). */
export default function AgentHomePage() {
  return (
    <AgentFrame>
      <AgentDashboard />
    </AgentFrame>
  );
}
