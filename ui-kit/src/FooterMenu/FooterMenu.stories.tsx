import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KitProvider } from '../provider/KitProvider.tsx';
import { FooterMenu } from './FooterMenu.tsx';

const meta = preview.meta({
  title: 'Frame/FooterMenu',
  component: FooterMenu,
  args: {
    hrefs: {
      home: '/m/home',
      activity: '/m/activity',
      deposit: '/m/voucherCenter',
      invite: '/m/invite',
      members: '/m/mine',
    },
    active: 'home' as const,
    unclaimedCount: 3,
    onNavigate: fn(),
  },
  argTypes: { active: { control: 'inline-radio', options: ['home', 'activity', 'deposit', 'invite', 'members'] } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '812px', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
});

export const Playground = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: /invite friends/i }));
    await expect(args.onNavigate).toHaveBeenCalledWith('invite', '/m/invite');
  },
});
export const ActivityActive = meta.story({ args: { active: 'activity' } });
export const MembersActive = meta.story({ args: { active: 'members', unclaimedCount: 12 } });
export const NoUnclaimed = meta.story({ args: { unclaimedCount: 0 } });
export const ManyUnclaimed = meta.story({ args: { unclaimedCount: 250 } });
export const NoActive = meta.story({ args: { active: undefined } });
export const RightToLeft = meta.story({ globals: { direction: 'rtl', locale: 'ar' } });
export const LongLabels = meta.story({
  render: (args) => (
    <KitProvider
      labels={{ inviteFriends: 'Mag-imbita ng mga kaibigan', members: 'Mga miyembro', activity: 'Mga aktibidad' }}
    >
      <FooterMenu {...args} />
    </KitProvider>
  ),
  args: { active: 'invite' },
});
