import { GatedPage } from '../../features/member/GatedPage.tsx';
import { RewardCenter } from '../../features/member/Rewards.tsx';

/** Route 'rewardCenter' (spec 2), for real accounts only (spec 6). */
export default function RewardCenterPage() {
  return <GatedPage>{() => <RewardCenter />}</GatedPage>;
}
