import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { format } from '../provider/labels.ts';
import { useKit, useLabels } from '../provider/KitProvider.tsx';
import { afterPaint } from '../hooks/afterPaint.ts';
import { useDialogContainer } from '../hooks/useDialogContainer.ts';
import {
  Arrow,
  Body,
  CloseButton,
  Content,
  Footer,
  Header,
  Overlay,
  PageOf,
  Pager,
  Title,
} from './PopupPager.styles.ts';
import { sanitizeHtml } from '../sanitizeHtml/index.ts';

export interface PopupNotice {
  /** Stable identity. */
  id: string | number;
  /** Heading of the notice; the dialog's accessible name while it shows. */
  title: string;
  /** HTML from the server. Always sanitised before it is rendered; callers cannot skip it. */
  html: string;
}

export interface PopupPagerProps {
  /** The notices, paged one at a time. Nothing renders when empty. */
  notices: readonly PopupNotice[];
  /** Whether the popup shows. */
  open: boolean;
  /** Called with false on close, Escape or a tap on the scrim (after which the closing animation plays). */
  onOpenChange: (open: boolean) => void;
  /** An optional action under the content (docs/product/home-and-games.md#popup-notices: go to the reward center). */
  action?: { label: string; onSelect: (notice: PopupNotice, index: number) => void };
  /** The notice shown first. @default 0 */
  initialIndex?: number;
  /** A `data-testid` for the dialog, for end-to-end tests. */
  testId?: string;
}

/** One of the pager's line glyphs (previous, next, close): a heavier stroke than the kit's icons. */
function Glyph({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

const glyphs = { previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7', close: 'M6 6l12 12M18 6 6 18' };

/**
 * The announcement popup (docs/product/states.md#popup, docs/product/home-and-games.md#popup-notices): a dialog that pages through notices with previous and
 * next arrows (disabled at the ends, hidden with one notice), a close button and an optional
 * action. Focus is trapped, Escape closes, the title is announced, and it animates out before it
 * hides.
 */
export function PopupPager({ notices, open, onOpenChange, action, initialIndex = 0, testId }: PopupPagerProps) {
  const labels = useLabels();
  const { locale } = useKit();
  const container = useDialogContainer();
  const closeRef = useRef<HTMLButtonElement>(null);
  // The popup opens by itself once a page is up, not from a tap. Radix moves the focus into it
  // within the commit that shows it, and the focus lays the whole page out there and then: a third
  // of that task in a profiled load of the home. The focus goes to the same place (the close
  // button, the first control) once the popup has painted, in a task of its own; focus stays
  // trapped inside from the first frame.
  const cancelFocus = useRef<() => void>(() => undefined);
  useEffect(() => () => cancelFocus.current(), []);
  const focusAfterPaint = () => {
    cancelFocus.current();
    cancelFocus.current = afterPaint(() => {
      const close = closeRef.current;
      if (close && !close.closest('[role="dialog"]')?.contains(document.activeElement)) close.focus();
    });
  };
  const [rawIndex, setIndex] = useState(initialIndex);
  const count = notices.length;
  const index = Math.min(Math.max(rawIndex, 0), Math.max(count - 1, 0));
  const notice = notices[index];
  const html = useMemo(() => (notice ? sanitizeHtml(notice.html) : ''), [notice]);
  if (!notice) return null;

  const pageText = format(locale, labels.pageOf, index + 1, count);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Overlay data-still="" />
        <Content
          aria-describedby={undefined}
          data-testid={testId}
          data-still=""
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusAfterPaint();
          }}
        >
          <Header>
            <Title>{notice.title}</Title>
            <Dialog.Close asChild>
              <CloseButton ref={closeRef} type="button" aria-label={labels.close}>
                <Glyph d={glyphs.close} />
              </CloseButton>
            </Dialog.Close>
          </Header>
          {/* key: a new notice starts at its top */}
          <Body key={notice.id} tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
          {(count > 1 || action) && (
            <Footer>
              {count > 1 && (
                <Pager>
                  <Arrow
                    type="button"
                    aria-label={labels.previous}
                    disabled={index === 0}
                    onClick={() => setIndex(index - 1)}
                  >
                    <Glyph d={glyphs.previous} />
                  </Arrow>
                  {/* dir=auto: "1 / 2" has no strong letter, so it reads left to right in RTL too (was "2 / 1") */}
                  <PageOf aria-live="polite" dir="auto">
                    {pageText}
                  </PageOf>
                  <Arrow
                    type="button"
                    aria-label={labels.next}
                    disabled={index === count - 1}
                    onClick={() => setIndex(index + 1)}
                  >
                    <Glyph d={glyphs.next} />
                  </Arrow>
                </Pager>
              )}
              {action && (
                <Button block onClick={() => action.onSelect(notice, index)}>
                  {action.label}
                </Button>
              )}
            </Footer>
          )}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
