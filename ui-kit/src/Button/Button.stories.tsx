import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Deposit', variant: 'primary', size: 'md', block: false, loading: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Primary: Story = { args: { children: 'Log in', block: true } };
export const Secondary: Story = { args: { children: 'Register', variant: 'secondary' } };
export const Ghost: Story = { args: { children: 'Forgot password?', variant: 'ghost' } };
export const Danger: Story = { args: { children: 'Sign out', variant: 'danger' } };
export const Small: Story = { args: { children: 'Play now', size: 'sm' } };
export const Disabled: Story = { args: { children: 'Register', disabled: true, block: true } };
export const Loading: Story = {
  args: { children: 'Log in', loading: true, block: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /log in/i });
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
export const LongLabel: Story = {
  args: { children: 'Claim every unclaimed promotion reward in your account now', block: true },
};
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
    </div>
  ),
};
