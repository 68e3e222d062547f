import { GatedPage } from '../../features/member/GatedPage.tsx';
import { SecurityCenterView } from '../../features/member/Extras.tsx';

/** Route 'securityCenter' (spec 2), for real accounts only (spec 6). */
export default function SecurityCenterPage() {
  return <GatedPage>{() => <SecurityCenterView />}</GatedPage>;
}
