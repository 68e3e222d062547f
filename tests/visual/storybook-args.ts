import type { Page } from '@playwright/test';

/** Changes a rendered story's args through the preview's channel, as the Controls panel does. */
export const setArgs = (page: Page, storyId: string, updatedArgs: Record<string, unknown>) =>
  page.evaluate(
    ([id, args]) => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__: { channel: { emit: (e: string, p: unknown) => void } } }
      ).__STORYBOOK_PREVIEW__;
      preview.channel.emit('updateStoryArgs', { storyId: id, updatedArgs: args });
    },
    [storyId, updatedArgs] as const,
  );
