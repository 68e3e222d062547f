/**
 * A server-rendered form typed into before its script runs keeps what was typed
 * (docs/decisions/web-server-rendering.md#typing-before-hydration).
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useFormik } from 'formik';
import { describe, expect, it } from 'vitest';
import { useBindField } from './parts.tsx';

function NameForm({ seen }: { seen: (value: string) => void }) {
  const form = useFormik({ initialValues: { username: '' }, onSubmit: () => undefined });
  const bind = useBindField(form);
  const { value, onChange, onBlur, id } = bind('username', 'typed-username');
  seen(form.values.username);
  return (
    <form>
      <input id={id} name="username" value={value} onChange={onChange} onBlur={onBlur} />
    </form>
  );
}

describe('useBindField', () => {
  it('adopts what was typed into the server-rendered field before hydration', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<NameForm seen={() => undefined} />);
    const input = container.querySelector('input')!;
    input.value = 'early_player';
    const values: string[] = [];
    await act(async () => {
      hydrateRoot(container, <NameForm seen={(v) => values.push(v)} />);
    });
    expect(values.at(-1)).toBe('early_player');
    expect(input.value).toBe('early_player');
    container.remove();
  });
});
