import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/leaderBoard: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function LeaderBoardPage() {
  return <ComingSoon routeId="leaderBoard" />;
}
