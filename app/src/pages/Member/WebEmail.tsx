import { GatedPage } from '../../features/member/GatedPage.tsx';
import { MessageCenter } from '../../features/content/Notices.tsx';

/** Route 'webEmail' (spec 2), for real accounts only (spec 6). */
export default function WebEmailPage() {
  return <GatedPage>{() => <MessageCenter />}</GatedPage>;
}
