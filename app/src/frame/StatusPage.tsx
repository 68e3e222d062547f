/**
 * A full-height message with an illustration and actions: the coming-soon placeholder, the error
 * boundary's retry state and the start-up outcome pages share this look.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@lobby/tokens';

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  min-height: 60vh;
  padding: ${theme.space.xl} ${theme.space.lg};
  text-align: center;
`;
const Art = styled.div`
  display: grid;
  place-items: center;
  width: calc(${theme.size.touch} * 2);
  height: calc(${theme.size.touch} * 2);
  border-radius: ${theme.radius.pill};
  background: ${theme.color.bg.accentMuted};
  color: ${theme.color.fg.accent};
  font-size: ${theme.font.size.xxl};
  box-shadow: ${theme.shadow.raised};
`;
const Title = styled.h1`
  margin: 0;
  font-family: ${theme.font.family.display};
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
`;
const Body = styled.p`
  margin: 0;
  max-width: ${theme.size.measure};
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
`;
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  width: 100%;
  max-width: 20rem;
  margin-top: ${theme.space.sm};
`;

export interface StatusPageProps {
  art: ReactNode;
  title: string;
  body?: ReactNode;
  actions?: ReactNode;
  /** Heading level: pages use h1; a state inside a page uses h2. @default 'h1' */
  headingLevel?: 'h1' | 'h2';
  testId?: string;
  role?: 'alert' | 'status';
}

export function StatusPage({ art, title, body, actions, headingLevel = 'h1', testId, role }: StatusPageProps) {
  return (
    <Wrap data-testid={testId} role={role}>
      <Art>{art}</Art>
      <Title as={headingLevel}>{title}</Title>
      {body && <Body>{body}</Body>}
      {actions && <Actions>{actions}</Actions>}
    </Wrap>
  );
}
