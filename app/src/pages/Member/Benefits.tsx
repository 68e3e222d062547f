import { GatedPage } from '../../features/member/GatedPage.tsx';
import { VipRoom } from '../../features/member/Extras.tsx';

/** Route 'benefits' (spec 2), for real accounts only (spec 6). */
export default function BenefitsPage() {
  return <GatedPage>{() => <VipRoom />}</GatedPage>;
}
