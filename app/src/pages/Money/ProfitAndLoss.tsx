import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/profitandloss: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function ProfitAndLossPage() {
  return <ComingSoon routeId="profitandloss" />;
}
