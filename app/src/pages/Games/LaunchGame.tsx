import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/launchGame: a placeholder until issue 8 builds this screen. Replace the body; keep the default export. */
export default function LaunchGamePage() {
  return <ComingSoon routeId="launchGame" />;
}
