import { GatedPage } from '../../features/member/GatedPage.tsx';
import { FeedbackView } from '../../features/member/Extras.tsx';

/** Route 'feedback' (spec 2), for real accounts only (spec 6). */
export default function FeedbackPage() {
  return <GatedPage>{() => <FeedbackView />}</GatedPage>;
}
