import { PageFrame } from '../../features/member/layout.tsx';
import { NoticeList } from '../../features/content/Notices.tsx';

/** Route 'notice' (spec 2). */
export default function NoticePage() {
  return (
    <PageFrame>
      <NoticeList />
    </PageFrame>
  );
}
