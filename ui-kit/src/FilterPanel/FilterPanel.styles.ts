import styled from 'styled-components';

export const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.size.iconSm};
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Chip = styled.label`
  position: relative;
  display: inline-flex;

  & input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  & span {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.icon};
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.bg.raised};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.size.iconSm};
  }
  & input:checked + span {
    border-color: ${({ theme }) => theme.color.bg.accent};
    background: ${({ theme }) => theme.color.bg.accent};
    color: ${({ theme }) => theme.color.fg.onAccent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
