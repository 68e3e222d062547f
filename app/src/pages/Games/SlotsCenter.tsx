import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/slotsCenter: a placeholder until issue 8 builds this screen. Replace the body; keep the default export. */
export default function SlotsCenterPage() {
  return <ComingSoon routeId="slotsCenter" />;
}
