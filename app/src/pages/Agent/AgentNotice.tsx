import { AgentNotices } from '../../features/agent/Outreach.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/member/notice?types=A: agent announcements (issue 10). */
export default function AgentNoticePage() {
  return (
    <PageFrame>
      <AgentNotices />
    </PageFrame>
  );
}
