import { describe, expect, it } from 'vitest';
import { sentAwayFrom } from './guards.ts';
import { routeTable } from './table.ts';

const player = { type: 0 };
const trial = { type: 4 };
const nonAgent40 = { type: 40 };
const agent = { type: 1 };

describe('sentAwayFrom (docs/product/agent.md#agent-home, held for every agent screen)', () => {
  it('an agent screen that needs a session: members who are not agents go home, guests to its session check', () => {
    const screen = { agentOnly: true, session: true };
    expect(sentAwayFrom(screen, player)).toBe('/m/home');
    expect(sentAwayFrom(screen, trial)).toBe('/m/home');
    expect(sentAwayFrom(screen, nonAgent40)).toBe('/m/home');
    expect(sentAwayFrom(screen, agent)).toBeNull();
    expect(sentAwayFrom(screen, null)).toBeNull();
  });

  it('the agent home sends everyone but an agent home, guests too', () => {
    const home = routeTable.find((e) => e.id === 'agent')!;
    expect(sentAwayFrom(home, null)).toBe('/m/home');
    expect(sentAwayFrom(home, undefined)).toBe('/m/home');
    expect(sentAwayFrom(home, player)).toBe('/m/home');
    expect(sentAwayFrom(home, agent)).toBeNull();
  });

  it('the agent types are 1, 2, 41 and 42; guests and types 0, 4, 40 are not agents', () => {
    const screen = { agentOnly: true };
    for (const type of [1, 2, 41, 42]) expect(sentAwayFrom(screen, { type })).toBeNull();
    for (const type of [0, 4, 40]) expect(sentAwayFrom(screen, { type })).toBe('/m/home');
    expect(sentAwayFrom(screen, null)).toBe('/m/home');
  });

  it('a screen for every member is nobody else’s business', () => {
    expect(sentAwayFrom({ session: true }, player)).toBeNull();
    expect(sentAwayFrom({}, null)).toBeNull();
  });

  it('the table marks the agent area: the agent features and the red envelope rain of the agent grid', () => {
    const marked = routeTable.filter((e) => e.agentOnly).map((e) => e.id);
    const agentArea = routeTable
      .filter((e) => e.source.startsWith('features/agent/') || e.id === 'redRain')
      .map((e) => e.id);
    expect(marked).toEqual(agentArea);
    expect(marked).toHaveLength(14);
  });
});
