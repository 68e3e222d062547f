import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/voucherCenter: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function VoucherCenterPage() {
  return <ComingSoon routeId="voucherCenter" />;
}
