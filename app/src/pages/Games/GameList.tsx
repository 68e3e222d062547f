import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/gameList: a placeholder until issue 8 builds this screen. Replace the body; keep the default export. */
export default function GameListPage() {
  return <ComingSoon routeId="gameList" />;
}
