import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/gameLobby: a placeholder until issue 8 builds this screen. Replace the body; keep the default export. */
export default function GameLobbyPage() {
  return <ComingSoon routeId="gameLobby" />;
}
