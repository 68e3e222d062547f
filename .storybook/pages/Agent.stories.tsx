import preview from '#.storybook/preview';
import { PageHarness } from './PageHarness.tsx';
import { userEvent, within } from 'storybook/test';
import { pageMeta, pageParameters, settledWith } from './pageStory.ts';
import { waitForSettledPage } from './settle.ts';
import { i18n } from '../../app/src/i18n/index.ts';

const meta = preview.meta({
  title: 'Pages/Agent',
  component: PageHarness,
  ...pageMeta,
  parameters: pageParameters(
    'The agent home (docs/product/agent.md#agent-home) of demo_agent: KPIs, team and pending contracts from the seed.',
    'agent',
  ),
  args: { path: '/m/agent' },
});

/** demo_agent has pending contracts: the request dialog shows first (docs/product/agent.md#agent-home). */
export const ContractRequest = meta.story({ play: settledWith(/demo_agent/, /contract request/i) });

/**
 * The page itself, after the agent dismissed the contract requests: demo_agent has two pending
 * (salary, then dividend; docs/product/states.md#agent-contracts: one alert at a time, Cancel shows the next), so Cancel each.
 */
export const AgentHome = meta.story({
  play: async (context) => {
    const body = within(context.canvasElement.ownerDocument.body);
    // The check answers after the page's own data: a page quiet for a moment before it answered let
    // the dialog open after the play had looked, over the page the story is about.
    await body.findByRole('alertdialog', {}, { timeout: 10_000 });
    for (let shown = 0; body.queryByRole('alertdialog'); shown += 1) {
      if (shown === 3) throw new Error('a contract request is still shown after 3 Cancels');
      // The dialog's Cancel in the story's language (agent:contract.cancel), not an English word.
      const cancel = i18n.t('agent:contract.cancel');
      await userEvent.click(within(body.getByRole('alertdialog')).getByRole('button', { name: cancel }));
      await waitForSettledPage();
    }
    await settledWith(/demo_agent/)(context);
  },
});

/** Arabic, right to left: the agent home after Cancel. */
export const AgentHomeRightToLeft = meta.story({ globals: { direction: 'rtl', locale: 'ar' }, play: AgentHome.play });
