import { PageFrame } from '../../features/shared/layout.tsx';
import { HelpDetail } from '../../features/content/Help.tsx';

/** Route 'helpDetail' (spec 2). */
export default function HelpDetailPage() {
  return (
    <PageFrame>
      <HelpDetail />
    </PageFrame>
  );
}
