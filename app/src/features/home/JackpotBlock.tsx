/** spec 2, 9: the jackpot ticker (a rolling number) linking to /m/winnerPage. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { JackpotRoller, useJackpotTicker } from '@lobby/ui-kit';
import { theme } from '@lobby/tokens';

const Box = styled.div`
  min-height: calc(${theme.size.touch} * 2);
`;

export function JackpotBlock() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const value = useJackpotTicker();
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
