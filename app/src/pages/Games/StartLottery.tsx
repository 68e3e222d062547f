import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/startLottery: a placeholder until issue 8 builds this screen. Replace the body; keep the default export. */
export default function StartLotteryPage() {
  return <ComingSoon routeId="startLottery" />;
}
