import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/useragreement: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function UserAgreementPage() {
  return <ComingSoon routeId="useragreement" />;
}
