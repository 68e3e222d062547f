import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/notice: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function NoticePage() {
  return <ComingSoon routeId="notice" />;
}
