import { PageFrame } from '../../features/shared/layout.tsx';
import { HelpList } from '../../features/content/Help.tsx';

/** Route 'help' (spec 2). */
export default function HelpPage() {
  return (
    <PageFrame>
      <HelpList />
    </PageFrame>
  );
}
