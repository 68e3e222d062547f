import { TeamDaily } from '../../features/agent/Reports.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/agent/team/pnl: team profit and loss per day, from the team KPI (issue 10). */
export default function TeamPnlPage() {
  return (
    <PageFrame>
      <TeamDaily kind="pnl" />
    </PageFrame>
  );
}
