import { GatedPage } from '../../features/member/GatedPage.tsx';
import { ActivityInfo } from '../../features/member/Rewards.tsx';

/** Route 'activityInfo' (spec 2), for real accounts only (spec 6). */
export default function ActivityInfoPage() {
  return <GatedPage>{() => <ActivityInfo />}</GatedPage>;
}
