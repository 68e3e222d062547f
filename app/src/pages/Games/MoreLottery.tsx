import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/moreLottery: a placeholder until issue 8 builds this screen. Replace the body; keep the default export. */
export default function MoreLotteryPage() {
  return <ComingSoon routeId="moreLottery" />;
}
