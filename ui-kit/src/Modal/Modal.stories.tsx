import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';

const banner =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7a1fa2"/><stop offset="1" stop-color="#1a237e"/></linearGradient></defs><rect width="300" height="400" rx="24" fill="url(#g)"/><text x="150" y="190" font-family="sans-serif" font-size="44" font-weight="700" fill="#ffd54f" text-anchor="middle">100%</text><text x="150" y="240" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">Welcome bonus</text></svg>',
  );

const meta = preview.meta({
  title: 'Feedback/Modal',
  component: Modal,
  args: {
    title: 'Hot matches',
    description: 'Upcoming matches you can bet on now.',
    defaultOpen: true,
    transparent: false,
    closable: true,
    children: <p style={{ margin: 0 }}>Manchester United vs Arsenal, 12/24 20:00</p>,
  },
});

export const Playground = meta.story();
export const WithActions = meta.story({
  args: {
    title: 'Deposit bonus',
    description: undefined,
    children: (
      <>
        <p style={{ margin: 0 }}>Top up today and get 1% extra on every deposit.</p>
        <Button block>Deposit now</Button>
      </>
    ),
  },
});
export const Transparent = meta.story({
  args: {
    title: 'Welcome bonus',
    description: undefined,
    transparent: true,
    children: <img src={banner} alt="100% welcome bonus" style={{ width: '100%' }} />,
  },
});
export const NotClosable = meta.story({
  args: { closable: false, title: 'System upgrading', description: 'Please try again later.' },
});
export const LongContent = meta.story({
  args: {
    title: 'Terms of the weekly cash back promotion for all members',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            {i + 1}. Cash back is calculated on valid bets placed between Monday 00:00 and Sunday 23:59 and paid out on
            the following Monday.
          </p>
        ))}
      </div>
    ),
  },
});
export const RightToLeft = meta.story({
  args: {
    title: 'المباريات',
    description: 'المباريات القادمة',
    children: <p style={{ margin: 0 }}>ريال مدريد ضد برشلونة</p>,
  },
  globals: { direction: 'rtl', locale: 'ar' },
});
