import { TeamOverview } from '../../features/agent/Reports.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/agent/team/overview: team overview (issue 10). */
export default function TeamOverviewPage() {
  return (
    <PageFrame>
      <TeamOverview />
    </PageFrame>
  );
}
