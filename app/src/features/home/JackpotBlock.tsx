/** docs/product/home-and-games.md#jackpot, docs/product/constants.md#jackpot: the jackpot ticker (a rolling number) linking to /m/winnerPage. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { JackpotRoller, useJackpotTicker } from '@lobby/ui-kit';
import { theme } from '@lobby/tokens';
import { prng } from '../member/redRainRules.ts';
import { useRenderSeed } from '../../state/atomHooks.ts';

const Box = styled.div`
  min-height: calc(${theme.size.touch} * 2);
`;

export function JackpotBlock() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  // Seeded on a server-rendered page (its render and the browser's hydration start from the same
  // figure) and in the page stories (the same figure in every run). Otherwise (undefined) the kit
  // draws from Math.random.
  const seed = useRenderSeed();
  const [random] = useState(() => (seed === null ? undefined : prng(seed)));
  const value = useJackpotTicker({ random });
  return (
    <Box data-testid="jackpot">
      <JackpotRoller
        value={value}
        label={t('jackpot.label')}
        prefix={t('jackpot.prefix')}
        onSelect={() => navigate('/m/winnerPage')}
      />
    </Box>
  );
}
