import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/webEmail: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function WebEmailPage() {
  return <ComingSoon routeId="webEmail" />;
}
