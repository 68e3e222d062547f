import { PageFrame } from '../../features/member/layout.tsx';
import { ServiceView } from '../../features/content/Service.tsx';

/** Route 'service' (spec 2). */
export default function ServicePage() {
  return (
    <PageFrame>
      <ServiceView />
    </PageFrame>
  );
}
