import preview from '#.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';
import { Carousel } from './Carousel.tsx';
import { paddedStory } from '../Field/StoryFrame.tsx';

interface Banner {
  id: string;
  title: string;
  hue: number;
}

const banners: Banner[] = [
  { id: 'b1', title: 'Deposit bonus +1% every day', hue: 38 },
  { id: 'b2', title: 'Invite friends, earn 888', hue: 270 },
  { id: 'b3', title: 'Weekly cashback up to 10%', hue: 190 },
  { id: 'b4', title: 'New slots every Friday', hue: 330 },
];

/** A banner as the home page draws one: an image with its title for screen readers. */
function BannerArt({ banner }: { banner: Banner }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${banner.hue} 75% 45%)"/><stop offset="1" stop-color="hsl(${(banner.hue + 60) % 360} 70% 22%)"/></linearGradient></defs><rect width="750" height="300" fill="url(#g)"/><circle cx="610" cy="150" r="110" fill="white" fill-opacity=".18"/><rect x="48" y="200" width="220" height="40" rx="20" fill="white" fill-opacity=".9"/></svg>`;
  return (
    <img
      src={`data:image/svg+xml,${encodeURIComponent(svg)}`}
      alt={banner.title}
      style={{ display: 'block', width: '100%', aspectRatio: '750 / 300' }}
    />
  );
}

interface Match {
  id: string;
  time: string;
  home: string;
  away: string;
}
const matches: Match[] = [
  { id: 'm1', time: '12/06 19:30', home: 'Manila Kings', away: 'Cebu Sharks' },
  { id: 'm2', time: '12/06 21:00', home: 'Davao Eagles', away: 'Iloilo Storm' },
  { id: 'm3', time: '12/07 18:45', home: 'Baguio Pines', away: 'Bohol Tide' },
];

function MatchRow({ match }: { match: Match }) {
  return (
    <button
      type="button"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        width: '100%',
        height: '100%',
        border: 0,
        background: 'none',
        color: 'inherit',
        font: 'inherit',
        fontSize: 13,
        textAlign: 'start',
      }}
    >
      <span style={{ fontVariantNumeric: 'tabular-nums', opacity: 0.85 }}>{match.time}</span>
      <strong style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {match.home} vs {match.away}
      </strong>
    </button>
  );
}

const meta = preview.meta({
  title: 'Signature/Carousel',
  component: Carousel<Banner>,
  // keen-slider measures its slides when it mounts; mounted in a preview that showed other stories
  // first, the slides came out 16 px narrow now and then (tests/visual/preview-session.ts).
  tags: ['visual-fresh-preview'],
  args: {
    items: banners,
    label: 'Promotions',
    getKey: (b: Banner) => b.id,
    renderItem: (b: Banner) => <BannerArt banner={b} />,
  },
  decorators: [paddedStory(12)],
});

export const Playground = meta.story();

/** Full motion: autoplay every 5000 ms, with a pause button and dots. */
export const Autoplay = meta.story({
  globals: { motion: 'no-preference' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const pause = c.getByRole('button', { name: 'Pause' });
    await userEvent.click(pause);
    await expect(c.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    // On a loaded machine the slider may start after this tap: the dot is kept and the slider starts
    // on its slide (the screenshot shows the third slide either way).
    await userEvent.click(c.getByRole('button', { name: 'Slide 3 of 4' }));
    await expect(await c.findByRole('button', { name: 'Slide 3 of 4', current: true })).toBeInTheDocument();
  },
});

/** Under reduced motion nothing moves by itself; dots and swipes still work. */
export const ReducedMotion = meta.story({ globals: { motion: 'reduce' } });

export const OneSlide = meta.story({ args: { items: [banners[0]!] } });

/** No banners: the carousel renders nothing. */
export const NoSlides = meta.story({ args: { items: [] } });

export const ManySlides = meta.story({
  args: {
    items: Array.from({ length: 9 }, (_, i) => ({ id: `x${i}`, title: `Promotion ${i + 1}`, hue: (i * 40) % 360 })),
  },
});

export const RightToLeft = meta.story({ globals: { direction: 'rtl' } });

/** The home page's hot-match ticker on its surface: a vertical carousel of match rows. */
function HotMatchTicker({ items }: { items: Match[] }) {
  return (
    <div style={{ borderRadius: 12, paddingInline: 12, background: 'var(--color-bg-surface)' }}>
      <Carousel
        label="Hot matches"
        orientation="vertical"
        items={items}
        getKey={(m) => m.id}
        renderItem={(m) => <MatchRow match={m} />}
      />
    </div>
  );
}

/** The hot-match ticker (docs/product/constants.md#timings): vertical, 5000 ms autoplay, 500 ms slides, no dots. */
export const VerticalTicker = meta.story({ render: () => <HotMatchTicker items={matches} /> });

export const VerticalTickerOneMatch = meta.story({ render: () => <HotMatchTicker items={matches.slice(0, 1)} /> });
