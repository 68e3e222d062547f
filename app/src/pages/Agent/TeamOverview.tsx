import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/agent/team/overview: a placeholder until issue 10 builds this screen. Replace the body; keep the default export. */
export default function TeamOverviewPage() {
  return <ComingSoon routeId="teamOverview" />;
}
