import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = preview.meta({
  title: 'Actions/Button',
  component: Button,
  args: {
    children: 'Deposit',
    variant: 'primary' as const,
    size: 'md' as const,
    block: false,
    loading: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
});

export const Playground = meta.story();
export const Primary = meta.story({ args: { children: 'Log in', block: true } });
export const Secondary = meta.story({ args: { children: 'Register', variant: 'secondary' } });
export const Ghost = meta.story({ args: { children: 'Forgot password?', variant: 'ghost' } });
export const Danger = meta.story({ args: { children: 'Sign out', variant: 'danger' } });
export const Small = meta.story({ args: { children: 'Play now', size: 'sm' } });
export const Disabled = meta.story({ args: { children: 'Register', disabled: true, block: true } });
export const Loading = meta.story({
  args: { children: 'Log in', loading: true, block: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /log in/i });
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
});
export const LongLabel = meta.story({
  args: { children: 'Claim every unclaimed promotion reward in your account now', block: true },
});
export const Variants = meta.story({
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
});
