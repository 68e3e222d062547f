import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/gameCenter: a placeholder until issue 8 builds this screen. Replace the body; keep the default export. */
export default function GameCenterPage() {
  return <ComingSoon routeId="gameCenter" />;
}
