import { PageFrame } from '../../features/shared/layout.tsx';
import { NoticeList } from '../../features/content/Notices.tsx';

/** Route 'notice' (spec 2). */
export default function NoticePage() {
  return (
    <PageFrame>
      <NoticeList />
    </PageFrame>
  );
}
