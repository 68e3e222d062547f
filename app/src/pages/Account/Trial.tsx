import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/trail: a placeholder until issue 7 builds this screen. Replace the body; keep the default export. */
export default function TrialPage() {
  return <ComingSoon routeId="trail" />;
}
