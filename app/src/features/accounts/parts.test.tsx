/**
 * A server-rendered form typed into before its script runs keeps what was typed
 * (docs/decisions/web-server-rendering.md#typing-before-hydration).
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { dialingCountries, useBindField } from './parts.tsx';

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

  // The login form: two required fields, validated on mount, its button disabled while invalid.
  it('adopts every typed field at once, so the form is valid when all were typed', async () => {
    const seen: boolean[] = [];
    function LoginLike() {
      const form = useFormik({
        initialValues: { username: '', password: '' },
        validationSchema: yup.object({ username: yup.string().required(), password: yup.string().required() }),
        validateOnMount: true,
        onSubmit: () => undefined,
      });
      const bind = useBindField(form);
      seen.push(form.isValid);
      return (
        <form>
          {(['username', 'password'] as const).map((name) => {
            const { value, onChange, onBlur, id } = bind(name, `typed-${name}`);
            return <input key={name} id={id} name={name} value={value} onChange={onChange} onBlur={onBlur} />;
          })}
        </form>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<LoginLike />);
    (container.querySelector('#typed-username') as HTMLInputElement).value = 'early_player';
    (container.querySelector('#typed-password') as HTMLInputElement).value = 'Player123';
    await act(async () => {
      hydrateRoot(container, <LoginLike />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(seen.at(-1)).toBe(true);
    container.remove();
  });
});

describe('dialingCountries', () => {
  const countries = [
    { code: 'PH', name: 'Philippines', countryDialingCode: '+63', flagUrl: 'https://cdn.example/ph.png' },
    { code: 'VN', name: 'Vietnam', countryDialingCode: '+84', flagUrl: 'data:image/png;base64,AAAA' },
    { code: 'ZZ9', name: 'Elsewhere', countryDialingCode: '+999', flagUrl: '' },
  ];

  it("names each country in the page's language, and keeps the platform's name for the search", () => {
    const [ph, vn, other] = dialingCountries(countries, 'fa');
    expect(ph).toEqual({ code: 'PH+63', dialCode: '+63', name: 'فیلیپین', otherNames: ['Philippines'] });
    expect(vn?.name).toBe('ویتنام');
    expect(vn?.flag).toBe('data:image/png;base64,AAAA');
    // a code Intl cannot name keeps the platform's name
    expect(other).toEqual({ code: 'ZZ9+999', dialCode: '+999', name: 'Elsewhere' });
  });

  it("in English the platform's name and Intl's agree: no second name", () => {
    expect(dialingCountries(countries, 'en')[0]).toEqual({ code: 'PH+63', dialCode: '+63', name: 'Philippines' });
  });
});
