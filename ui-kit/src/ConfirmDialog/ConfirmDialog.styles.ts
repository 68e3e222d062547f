import styled from 'styled-components';
import * as Dialog from '@radix-ui/react-dialog';
import { theme } from '@lobby/tokens';
import { sharedRow } from '../theme/fragments.ts';

export const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
  text-align: center;
`;

export const Text = styled(Dialog.Description)`
  margin: 0;
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.md};
  text-align: center;
  overflow-wrap: anywhere;
`;

/* Side by side, or one under the other where the two do not fit (a 320 px phone, a long word). */
export const Actions = styled.div`
  ${sharedRow(theme.space.sm)}
  margin-top: ${theme.space.xs};
`;
