import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/inviteFriends: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function InviteFriendsPage() {
  return <ComingSoon routeId="inviteFriends" />;
}
