import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/service: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function ServicePage() {
  return <ComingSoon routeId="service" />;
}
