import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/agent/team/pnl: a placeholder until issue 10 builds this screen. Replace the body; keep the default export. */
export default function TeamPnlPage() {
  return <ComingSoon routeId="teamPnl" />;
}
