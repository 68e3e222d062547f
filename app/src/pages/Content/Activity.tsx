import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/activity: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function ActivityPage() {
  return <ComingSoon routeId="activity" />;
}
