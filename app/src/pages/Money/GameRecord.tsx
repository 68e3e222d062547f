import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/gameRecord: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function GameRecordPage() {
  return <ComingSoon routeId="gameRecord" />;
}
