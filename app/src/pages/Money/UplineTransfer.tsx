import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/upLine/transfer: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function UplineTransferPage() {
  return <ComingSoon routeId="uplineTransfer" />;
}
