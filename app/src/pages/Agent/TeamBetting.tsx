import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/teamBetting: a placeholder until issue 10 builds this screen. Replace the body; keep the default export. */
export default function TeamBettingPage() {
  return <ComingSoon routeId="teamBetting" />;
}
