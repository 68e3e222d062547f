import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/activityInfo: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function ActivityInfoPage() {
  return <ComingSoon routeId="activityInfo" />;
}
