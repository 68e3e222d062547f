import { memo, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  KitProvider,
  useKit,
  Badge,
  Button,
  Carousel,
  Checkbox,
  FooterMenu,
  GameGrid,
  Header,
  JackpotRoller,
  NoticeBar,
  PasswordField,
  PopupPager,
  SearchBox,
  SegmentedTabs,
  TextField,
  ToastView,
} from '@lobby/ui-kit';
import type { GameGridProps, GameTileData } from '@lobby/ui-kit';
import { theme } from '@lobby/tokens';

/**
 * The kit's key parts and three screens made only of kit parts (as "Compose a screen" does), with
 * sample data. It takes only the timings JS needs as props: colours, radii and fonts reach it through
 * the CSS variables on the studio's preview wrapper, so dragging a colour re-renders nothing here.
 */
export interface StudioPreviewProps {
  /** ms each banner stays (the autoplay token, live). */
  autoplayMs: number;
  /** ms a slide change takes (the slide token, live). */
  slideMs: number;
  /** Opens the popup notice (portalled; the studio themes it while open). */
  popupOpen: boolean;
  onPopupOpenChange: (open: boolean) => void;
}

const noop = () => undefined;
const link = (href: string) => ({ href, onNavigate: noop });
const footerHrefs = {
  home: '/m/home',
  activity: '/m/activity',
  deposit: '/m/voucherCenter',
  invite: '/m/invite',
  members: '/m/mine',
};

/** Local, deterministic game art (no remote images). */
function art(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 28%)"/></linearGradient></defs><rect width="100" height="100" fill="url(#g)"/><path d="m50 22 8 18 20 2-15 13 4 20-17-10-17 10 4-20-15-13 20-2z" fill="white" fill-opacity="0.85"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
const names = ['Fortune Tiger', 'Super Ace', 'Money Coming', 'Lucky Neko', 'Golden Empire', 'Crazy 777'];
const games: GameTileData[] = names.map((name, i) => ({
  id: `g${i}`,
  name,
  iconUrl: art(i * 57),
  badges: i === 0 ? ['hot'] : i === 2 ? ['new'] : [],
  isFavourite: i === 1,
}));
const moreGames: GameTileData[] = [
  ...games,
  ...['Mahjong Ways', 'Wild Bounty', 'Dragon Hatch'].map((name, i) => ({
    id: `m${i}`,
    name,
    iconUrl: art(200 + i * 40),
  })),
];
const notices = [
  { id: 1, title: 'Weekend reload bonus: 10% on every deposit' },
  { id: 2, title: 'System maintenance Tuesday 02:00–03:00' },
];
const popupNotices = [
  {
    id: 'p1',
    title: 'Welcome bonus',
    html: '<p>Deposit today and get a <strong>100% match</strong> up to ₱5,000.</p>',
  },
  { id: 'p2', title: 'Maintenance', html: '<p>Games pause on Tuesday from 02:00 to 03:00.</p>' },
];
const banners = ['Daily jackpot', 'Refer a friend', 'VIP week'];

const logo = (
  <svg viewBox="0 0 120 32" role="img" aria-label="Lobby" width="96" height="26">
    <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.2" />
    <path d="M9 8v16h12" fill="none" stroke="currentColor" strokeWidth="3" />
    <text x="40" y="23" fontSize="18" fontWeight="700" fill="currentColor" fontFamily="inherit">
      Lobby
    </text>
  </svg>
);

const Gallery = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  align-items: start;
  gap: ${theme.space.md};
`;
const Card = styled.section`
  display: grid;
  align-content: start;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  background: ${theme.color.bg.surface};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.lg};
  min-width: 0;
`;
const CardTitle = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.fg.muted};
`;
const Bleed = styled.div`
  margin-inline: calc(-1 * ${theme.space.md});
`;
const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  align-items: center;
`;
const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;
const Banner = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 7;
  background: ${theme.color.bg.accentMuted};
  color: ${theme.color.fg.default};
  font-family: ${theme.font.family.display};
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
`;
const Screens = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.lg};
`;
const Phone = styled.section`
  display: flex;
  flex-direction: column;
  width: min(100%, 375px);
  min-height: 720px;
  background: ${theme.color.bg.canvas};
  border: 1px solid ${theme.color.border.strong};
  border-radius: ${theme.radius.xl};
  overflow: hidden;
`;
const PhoneTitle = styled.p`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.fg.muted};
  background: ${theme.color.bg.surface};
  border-block-end: 1px solid ${theme.color.border.default};
`;
const PhoneBody = styled.div`
  flex: 1;
  display: grid;
  align-content: start;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
`;
const H2 = styled.h2`
  margin: ${theme.space.lg} 0 ${theme.space.sm};
  font-family: ${theme.font.family.display};
  font-size: ${theme.font.size.lg};
`;

/**
 * A game grid on the showcase page, every tile eager: lazy tiles far below the fold never load for the
 * full-page shot.
 */
function ShowcaseGrid({ label, games }: { label: string; games: GameGridProps<GameTileData>['games'] }) {
  return <GameGrid eagerCount={99} label={label} games={games} onLaunch={noop} onToggleFavourite={noop} />;
}

/** Kit words per area, so repeated landmarks (footer nav, notice bar) keep unique names on one page. */
function Named({ name, children }: { name: string; children: ReactNode }) {
  const kit = useKit();
  const labels = useMemo(
    () => ({ mainNavigation: `${name} navigation`, announcements: `${name} announcements` }),
    [name],
  );
  return (
    <KitProvider locale={kit.locale} dir={kit.dir} motion={kit.motion} labels={{ ...kit.labels, ...labels }}>
      {children}
    </KitProvider>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card aria-label={title}>
      <CardTitle>{title}</CardTitle>
      {children}
    </Card>
  );
}

function BannerCarousel({ autoplayMs, slideMs, label }: { autoplayMs: number; slideMs: number; label: string }) {
  return (
    <Carousel
      label={label}
      items={banners}
      getKey={(b) => b}
      autoplayMs={autoplayMs}
      speedMs={slideMs}
      renderItem={(b) => <Banner>{b}</Banner>}
    />
  );
}

function LoginForm({ idPrefix }: { idPrefix: string }) {
  const [username, setUsername] = useState('luckystar88');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} style={{ display: 'grid', gap: 'var(--space-md)' }}>
      <TextField
        id={`${idPrefix}-username`}
        label="Username"
        name="username"
        autoComplete="off"
        required
        clearable
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label="Password"
        name="password"
        autoComplete="off"
        required
        value={password}
        error="This field is required"
        touched
        onChange={(e) => setPassword(e.target.value)}
      />
      <Checkbox label="Remember password" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <Button type="submit" block>
        Log in
      </Button>
      <Button type="button" variant="secondary" block>
        Free play
      </Button>
    </form>
  );
}

function HomeHeader() {
  return (
    <Header
      shape="logo"
      logo={logo}
      home={link('/m/home')}
      member={{ accountName: 'player_0812', balance: 12345.6, deposit: link('/m/voucherCenter') }}
    />
  );
}

function HomeScreen({ autoplayMs, slideMs }: { autoplayMs: number; slideMs: number }) {
  return (
    <Named name="Home screen">
      <Phone aria-labelledby="studio-screen-home">
        <PhoneTitle id="studio-screen-home">Home</PhoneTitle>
        <HomeHeader />
        <NoticeBar items={notices} onSelect={noop} />
        <PhoneBody>
          <BannerCarousel label="Promotions on the home screen" autoplayMs={autoplayMs} slideMs={slideMs} />
          <JackpotRoller label="Jackpot" prefix="₱" value={8_402_915} onSelect={noop} />
          <ShowcaseGrid label="Popular games" games={games} />
        </PhoneBody>
        <FooterMenu hrefs={footerHrefs} active="home" unclaimedCount={2} onNavigate={noop} />
      </Phone>
    </Named>
  );
}

function LoginScreen() {
  const [method, setMethod] = useState<'username' | 'sms'>('username');
  return (
    <Phone aria-labelledby="studio-screen-login">
      <PhoneTitle id="studio-screen-login">Login</PhoneTitle>
      <Header shape="back" title="Log in" onBack={noop} />
      <PhoneBody>
        <SegmentedTabs
          aria-label="Login method"
          value={method}
          onValueChange={setMethod}
          items={[
            { value: 'username', label: 'Username', content: <LoginForm idPrefix="studio-screen" /> },
            { value: 'sms', label: 'SMS', content: <p>Log in with a code sent to your phone.</p> },
          ]}
        />
        <Wrap style={{ justifyContent: 'space-between' }}>
          <Button variant="ghost" size="sm">
            Register now
          </Button>
          <Button variant="ghost" size="sm">
            Forgot password?
          </Button>
        </Wrap>
      </PhoneBody>
    </Phone>
  );
}

function GameListScreen() {
  const [query, setQuery] = useState('');
  return (
    <Named name="Game list screen">
      <Phone aria-labelledby="studio-screen-games">
        <PhoneTitle id="studio-screen-games">Game list</PhoneTitle>
        <Header shape="back" title="Slots" onBack={noop} />
        <PhoneBody>
          <SearchBox label="Search games" value={query} onChange={(e) => setQuery(e.target.value)} onSubmit={noop} />
          <ShowcaseGrid label="Slots" games={moreGames} />
        </PhoneBody>
        <FooterMenu hrefs={footerHrefs} onNavigate={noop} />
      </Phone>
    </Named>
  );
}

export const StudioPreview = memo(function StudioPreview({
  autoplayMs,
  slideMs,
  popupOpen,
  onPopupOpenChange,
}: StudioPreviewProps) {
  return (
    <>
      <H2 id="studio-parts">Parts</H2>
      <Gallery>
        <Part title="Header">
          <Bleed>
            <HomeHeader />
          </Bleed>
          <Bleed>
            <Header shape="back" title="Deposit" onBack={noop} />
          </Bleed>
        </Part>
        <Part title="Buttons and badges">
          <Wrap>
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="danger">Danger</Button>
          </Wrap>
          <Wrap>
            <Button size="sm">Small</Button>
            <Button size="sm" disabled>
              Disabled
            </Button>
            <Badge count={8} label="8 unread messages" />
          </Wrap>
        </Part>
        <Part title="Game grid">
          <ShowcaseGrid label="Games" games={games} />
        </Part>
        <Part title="Notice bar">
          <Bleed>
            <Named name="Sample">
              <NoticeBar items={notices} onSelect={noop} />
            </Named>
          </Bleed>
        </Part>
        <Part title="Carousel">
          <BannerCarousel label="Promotions" autoplayMs={autoplayMs} slideMs={slideMs} />
        </Part>
        <Part title="Jackpot roller">
          <JackpotRoller label="Grand jackpot" prefix="₱" value={12_587_340} />
        </Part>
        <Part title="Popup notice">
          <p style={{ margin: 0 }}>The paged notice dialog opens over the page, themed like the preview.</p>
          <Button variant="secondary" onClick={() => onPopupOpenChange(true)}>
            Open popup notice
          </Button>
          <PopupPager
            notices={popupNotices}
            open={popupOpen}
            onOpenChange={onPopupOpenChange}
            action={{ label: 'Go to rewards', onSelect: () => onPopupOpenChange(false) }}
          />
        </Part>
        <Part title="Form">
          <LoginForm idPrefix="studio-part" />
        </Part>
        <Part title="Toasts">
          <Stack>
            <ToastView kind="success" message="Saved" />
            <ToastView kind="error" message="Please contact customer service" />
            <ToastView message="Withdrawal request sent" />
          </Stack>
        </Part>
        <Part title="Footer menu">
          <Bleed>
            <Named name="Sample">
              <FooterMenu hrefs={footerHrefs} active="activity" unclaimedCount={3} onNavigate={noop} />
            </Named>
          </Bleed>
        </Part>
      </Gallery>
      <H2 id="studio-screens">Screens</H2>
      <Screens>
        <HomeScreen autoplayMs={autoplayMs} slideMs={slideMs} />
        <LoginScreen />
        <GameListScreen />
      </Screens>
    </>
  );
});
