import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/member/manualRebate: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function ManualRebatePage() {
  return <ComingSoon routeId="manualRebate" />;
}
