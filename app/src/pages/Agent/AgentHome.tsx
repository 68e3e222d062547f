import { AgentDashboard } from '../../features/agent/AgentDashboard.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/agent: the agent home dashboard (spec 2, issue 10). */
export default function AgentHomePage() {
  return (
    <PageFrame>
      <AgentDashboard />
    </PageFrame>
  );
}
