import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/withdraw: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function WithdrawPage() {
  return <ComingSoon routeId="withdraw" />;
}
