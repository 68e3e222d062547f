import { PageFrame } from '../../features/shared/layout.tsx';
import { ServiceView } from '../../features/content/Service.tsx';

/** Route 'service' (spec 2). */
export default function ServicePage() {
  return (
    <PageFrame>
      <ServiceView />
    </PageFrame>
  );
}
