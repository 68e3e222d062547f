import { TeamDaily } from '../../features/agent/Reports.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/teamBetting: team betting per day, from the team KPI (issue 10). */
export default function TeamBettingPage() {
  return (
    <PageFrame>
      <TeamDaily kind="betting" />
    </PageFrame>
  );
}
