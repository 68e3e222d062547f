import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/changePsw: a placeholder until issue 7 builds this screen. Replace the body; keep the default export. */
export default function ChangePasswordPage() {
  return <ComingSoon routeId="changePsw" />;
}
