import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/helpDetail: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function HelpDetailPage() {
  return <ComingSoon routeId="helpDetail" />;
}
