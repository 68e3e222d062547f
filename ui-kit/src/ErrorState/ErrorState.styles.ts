import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { retryAction, stackedButton } from '../theme/fragments.ts';

export const Retry = styled.button`
  ${stackedButton(theme.space.sm)}
  padding: ${theme.space.xl} ${theme.space.md};
  border: 0;
  background: transparent;
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
  text-align: center;
  cursor: pointer;
`;

export const Art = styled.span`
  display: inline-flex;
  color: ${theme.color.fg.danger};
  font-size: ${theme.space.xxl};
`;

export const Text = styled.span`
  max-width: ${theme.size.measure};
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.md};
`;

export const Action = styled.span`
  ${retryAction}
  font-weight: ${theme.font.weight.bold};
`;
