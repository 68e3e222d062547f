import { Dividends } from '../../features/agent/Reports.tsx';
import { AgentFrame } from '../../features/agent/ui.tsx';

/** /m/member/agent/agentDivident: dividends, only when enabled (issue 10). */
export default function AgentDividendPage() {
  return (
    <AgentFrame>
      <Dividends />
    </AgentFrame>
  );
}
