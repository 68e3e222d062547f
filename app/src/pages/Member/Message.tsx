import { GatedPage } from '../../features/member/GatedPage.tsx';
import { MessageList } from '../../features/content/Notices.tsx';

/** Route 'message' (spec 2), for real accounts only (spec 6). */
export default function MessagePage() {
  return <GatedPage>{() => <MessageList />}</GatedPage>;
}
