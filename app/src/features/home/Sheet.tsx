/**
 * A modal sheet: overlay, title, close button, Escape and focus handling.
 * TODO(kit): Modal — switch to the kit part when ui-kit exports it.
 */
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { CloseIcon } from '@lobby/ui-kit';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.overlay};
  animation: sheet-in ${({ theme }) => theme.motion.duration.fade} ${({ theme }) => theme.motion.easing.standard};
  @keyframes sheet-in {
    from {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: ${({ theme }) => theme.size.pageMax};
  max-height: 80dvh;
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;
const Title = styled.h2`
  margin: 0 ${({ theme }) => theme.size.touch} ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;
const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.size.icon};
  cursor: pointer;
`;

export interface SheetProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

export function Sheet({ open, title, closeLabel, onClose, children, testId }: SheetProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return createPortal(
    <Overlay
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid={testId}>
        <Title id={titleId}>{title}</Title>
        <Close type="button" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </Close>
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}
