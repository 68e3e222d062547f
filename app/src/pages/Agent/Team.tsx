import { TeamList } from '../../features/agent/TeamList.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/member/team: team management — downlines, search, open account, transfer, rebates (issue 10). */
export default function TeamPage() {
  return (
    <PageFrame>
      <TeamList mode="team" />
    </PageFrame>
  );
}
