import { AgentNotices } from '../../features/agent/Outreach.tsx';
import { AgentFrame } from '../../features/agent/ui.tsx';

/** /m/member/notice?types=A: agent announcements (issue 10). */
export default function AgentNoticePage() {
  return (
    <AgentFrame>
      <AgentNotices />
    </AgentFrame>
  );
}
