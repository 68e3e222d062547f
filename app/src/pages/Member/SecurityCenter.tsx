import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/securityCenter: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function SecurityCenterPage() {
  return <ComingSoon routeId="securityCenter" />;
}
