import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/message: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function MessagePage() {
  return <ComingSoon routeId="message" />;
}
