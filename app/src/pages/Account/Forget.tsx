import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/forget: a placeholder until issue 7 builds this screen. Replace the body; keep the default export. */
export default function ForgetPage() {
  return <ComingSoon routeId="forget" />;
}
