import { GatedPage } from '../../features/member/GatedPage.tsx';
import { ManualRebateView } from '../../features/money/Other.tsx';

/** Route 'manualRebate' (spec 2), for real accounts only (spec 6). */
export default function ManualRebatePage() {
  return <GatedPage>{() => <ManualRebateView />}</GatedPage>;
}
