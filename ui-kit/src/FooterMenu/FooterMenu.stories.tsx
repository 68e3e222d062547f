import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KitProvider } from '../provider/KitProvider.tsx';
import { FooterMenu } from './FooterMenu.tsx';

const meta = {
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
    active: 'home',
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
} satisfies Meta<typeof FooterMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: /invite friends/i }));
    await expect(args.onNavigate).toHaveBeenCalledWith('invite', '/m/invite');
  },
};
export const ActivityActive: Story = { args: { active: 'activity' } };
export const MembersActive: Story = { args: { active: 'members', unclaimedCount: 12 } };
export const NoUnclaimed: Story = { args: { unclaimedCount: 0 } };
export const ManyUnclaimed: Story = { args: { unclaimedCount: 250 } };
export const NoActive: Story = { args: { active: undefined } };
export const RightToLeft: Story = { globals: { direction: 'rtl', locale: 'ar' } };
export const LongLabels: Story = {
  render: (args) => (
    <KitProvider
      labels={{ inviteFriends: 'Mag-imbita ng mga kaibigan', members: 'Mga miyembro', activity: 'Mga aktibidad' }}
    >
      <FooterMenu {...args} />
    </KitProvider>
  ),
  args: { active: 'invite' },
};
