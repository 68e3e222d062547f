import preview from '#.storybook/preview';
import { HomeIcon } from './icons.tsx';
import * as all from './icons.tsx';

const meta = preview.meta({
  title: 'Frame/Icons',
  component: HomeIcon,
  // Said here, not above the meta: a factory meta's comment does not reach its docs page.
  parameters: {
    docs: { description: { component: "The kit's icon set: inline SVG, currentColor, aria-hidden unless labelled." } },
  },
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['1em', 'sm', 'md'] } },
});

const entries = Object.entries(all).filter(([name]) => name.endsWith('Icon'));

export const Playground = meta.story({ args: { label: 'Home' } });
export const Gallery = meta.story({
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 'var(--space-sm)',
        padding: 'var(--space-md)',
        margin: 0,
        listStyle: 'none',
      }}
    >
      {entries.map(([name, Icon]) => (
        <li
          key={name}
          style={{ display: 'grid', justifyItems: 'center', gap: 'var(--space-xxs)', fontSize: 'var(--font-size-xs)' }}
        >
          <Icon {...args} />
          <span>{name.replace(/Icon$/, '')}</span>
        </li>
      ))}
    </ul>
  ),
});
export const InheritsTextSize = meta.story({
  render: () => (
    <p
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 'var(--space-xs)',
        padding: 'var(--space-md)',
        fontSize: 'var(--font-size-xl)',
        color: 'var(--color-fg-accent)',
      }}
    >
      <all.WalletIcon /> Deposit
    </p>
  ),
});
