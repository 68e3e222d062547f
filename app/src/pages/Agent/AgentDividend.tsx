import { Dividends } from '../../features/agent/Reports.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/member/agent/agentDivident: dividends, only when enabled (issue 10). */
export default function AgentDividendPage() {
  return (
    <PageFrame>
      <Dividends />
    </PageFrame>
  );
}
