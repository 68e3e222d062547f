import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/login: a placeholder until issue 7 builds this screen. Replace the body; keep the default export. */
export default function LoginPage() {
  return <ComingSoon routeId="login" />;
}
