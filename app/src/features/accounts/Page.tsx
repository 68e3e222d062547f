/** The frame every account screen shares: its words load lazily (Suspense), a hero, a home button where the frame has no header. */
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HomeIcon, Loading } from '@lobby/ui-kit';
import { homePath } from '../../routes/paths.ts';
import { CenterBox, Hero, IconLink, Screen, TopBar } from './parts.styles.ts';

export function AccountsSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <CenterBox>
          <Loading />
        </CenterBox>
      }
    >
      {children}
    </Suspense>
  );
}

interface AccountScreenProps {
  testId: string;
  title: string;
  subtitle?: string;
  /** docs/product/screens-and-routes.md#header: login and register have no header; a home button takes its place. @default false */
  homeButton?: boolean;
  children: ReactNode;
}

export function AccountScreen({ testId, title, subtitle, homeButton = false, children }: AccountScreenProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Screen data-testid={testId}>
      {homeButton && (
        <TopBar>
          {/* docs/product/screens-and-routes.md#back: back goes home from login and register */}
          <IconLink type="button" aria-label={t('nav.header.home')} onClick={() => navigate(homePath)}>
            <HomeIcon />
          </IconLink>
        </TopBar>
      )}
      <Hero>
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </Hero>
      {children}
    </Screen>
  );
}
