import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/member/benefits: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function BenefitsPage() {
  return <ComingSoon routeId="benefits" />;
}
