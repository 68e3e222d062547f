import { GatedPage } from '../../features/member/GatedPage.tsx';
import { ProfitAndLossView } from '../../features/money/Other.tsx';

/** Route 'profitandloss' (spec 2), for real accounts only (spec 6). */
export default function ProfitAndLossPage() {
  return <GatedPage>{() => <ProfitAndLossView />}</GatedPage>;
}
