import { PageFrame } from '../../features/shared/layout.tsx';
import { UserAgreementView } from '../../features/content/Service.tsx';

/** Route 'useragreement' (spec 2). */
export default function UserAgreementPage() {
  return (
    <PageFrame>
      <UserAgreementView />
    </PageFrame>
  );
}
