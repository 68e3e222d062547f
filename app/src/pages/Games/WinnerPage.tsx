import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/winnerPage: a placeholder until issue 8 builds this screen. Replace the body; keep the default export. */
export default function WinnerPagePage() {
  return <ComingSoon routeId="winnerPage" />;
}
