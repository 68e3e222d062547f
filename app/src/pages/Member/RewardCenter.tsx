import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/rewardCenter: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function RewardCenterPage() {
  return <ComingSoon routeId="rewardCenter" />;
}
