import { PageFrame } from '../../features/shared/layout.tsx';
import { InviteFriendsView } from '../../features/member/Extras.tsx';

/** Route 'inviteFriends' (spec 2). */
export default function InviteFriendsPage() {
  return (
    <PageFrame>
      <InviteFriendsView />
    </PageFrame>
  );
}
