import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/mine: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function MinePage() {
  return <ComingSoon routeId="mine" />;
}
