import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/lottery: a placeholder until issue 8 builds this screen. Replace the body; keep the default export. */
export default function LotteryPage() {
  return <ComingSoon routeId="lottery" />;
}
