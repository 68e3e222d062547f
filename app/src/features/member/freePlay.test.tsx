import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginValue } from '@lobby/contract';
import { KitProvider } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { i18n, initI18n } from '../../i18n/i18n.ts';
import { TrialView } from './Trial.tsx';
import type * as AccountsHooks from '../accounts/hooks.ts';
import { LoginScreen } from '../accounts/LoginScreen.tsx';

const toast = vi.hoisted(() => ({ show: vi.fn(), dismiss: vi.fn() }));
const signIn = vi.hoisted(() => vi.fn());

vi.mock('../../state/hooks.ts', () => ({
  useSession: () => ({ session: null, isLoggedIn: false, isAgent: false, isTrial: false }),
  useToast: () => toast,
}));

vi.mock('../accounts/hooks.ts', async (original) => ({
  ...(await original<typeof AccountsHooks>()),
  useSignIn: () => signIn,
}));

/** What the platform answers to the next free plays, in order (then a session). */
let freePlayAnswers: Array<ApiError | Promise<LoginValue>> = [];
const trial: LoginValue = {
  token: 't',
  userName: 'TRIAL00AA11',
  customerType: 4,
  firstTimeLogin: false,
  merchantCode: 'LOBBYTRIAL',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

vi.mock('../../api/client.ts', () => ({
  call: vi.fn(async (name: string) => {
    switch (name) {
      case 'trialUser':
        return { trialName: 'TRIAL00AA11' };
      case 'captcha':
        return 'iVBORw0KGgo=';
      case 'whitelabel':
        return {};
      case 'country':
        return [];
      case 'freePlay': {
        const next = freePlayAnswers.shift();
        if (next instanceof ApiError) throw next;
        return next ?? trial;
      }
      default:
        throw new Error(`unexpected call ${name}`);
    }
  }),
}));

const calls = (name: string) => vi.mocked(call).mock.calls.filter(([n]) => n === name);
const freePlayBodies = () => calls('freePlay').map(([, opts]) => (opts as { body: unknown }).body);
const required = () => new ApiError('captcha.required', 'Enter a captcha', 400, true);
const invalid = () => new ApiError('captcha.invalid', 'Verification code error', 400, true);

function renderAt(path: string, page: ReactNode) {
  return render(
    <KitProvider>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="/m/home" element={<p>home page</p>} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </KitProvider>,
  );
}

beforeAll(async () => {
  localStorage.clear();
  await initI18n('EN');
  // The screens' words load lazily: load them first, so a busy machine does not outwait the finds.
  await i18n.loadNamespaces(['accounts', 'member']);
});

beforeEach(() => {
  freePlayAnswers = [];
  vi.mocked(call).mockClear();
  toast.show.mockClear();
  signIn.mockClear();
});

describe('free play on /m/trail', () => {
  it('plays without a captcha field while the platform asks for none', async () => {
    renderAt('/m/trail', <TrialView />);
    fireEvent.click(await screen.findByTestId('trial-start'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(freePlayBodies()).toEqual([{ trialName: 'TRIAL00AA11' }]);
    expect(calls('captcha')).toHaveLength(0);
  });

  it('shows the captcha when the platform asks, and the retry sends the answer', async () => {
    freePlayAnswers = [required(), invalid()];
    renderAt('/m/trail', <TrialView />);
    expect(screen.queryByTestId('trial-captcha')).toBeNull();
    fireEvent.click(await screen.findByTestId('trial-start'));

    // The field appears with its picture and the catalogue's text under it; no toast.
    const input = await screen.findByTestId('trial-captcha');
    expect(screen.getByText('Enter a captcha')).toBeInTheDocument();
    expect(screen.getByText('Captcha')).toBeInTheDocument();
    await waitFor(() => expect(calls('captcha')).toHaveLength(1));
    expect(toast.show).not.toHaveBeenCalled();

    // A wrong answer: the error under the field, a new picture, an empty input.
    fireEvent.change(input, { target: { value: '1234' } });
    expect(screen.queryByText('Enter a captcha')).toBeNull();
    fireEvent.click(screen.getByTestId('trial-start'));
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(freePlayBodies()[1]).toEqual({ trialName: 'TRIAL00AA11', captcha: '1234' });
    await waitFor(() => expect(calls('captcha')).toHaveLength(2));
    expect(screen.getByTestId('trial-captcha')).toHaveValue('');

    // The right answer, tapped twice while the call runs: one free play, home.
    let answer!: (v: LoginValue) => void;
    freePlayAnswers = [new Promise<LoginValue>((resolve) => (answer = resolve))];
    fireEvent.change(screen.getByTestId('trial-captcha'), { target: { value: '5678' } });
    fireEvent.click(screen.getByTestId('trial-start'));
    fireEvent.click(screen.getByTestId('trial-start'));
    await act(async () => answer(trial));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(freePlayBodies()).toHaveLength(3);
    expect(freePlayBodies()[2]).toEqual({ trialName: 'TRIAL00AA11', captcha: '5678' });
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith(trial, null, 'TRIAL00AA11');
  });
});

describe('free play on the login screen', () => {
  it('shows the captcha above the free-play button when the platform asks; typed names stay', async () => {
    freePlayAnswers = [required()];
    renderAt('/m/login', <LoginScreen />);
    const username = await screen.findByTestId('login-username');
    fireEvent.change(username, { target: { value: 'someone' } });
    expect(screen.queryByTestId('login-captcha')).toBeNull();

    fireEvent.click(screen.getByTestId('test-play'));
    const input = await screen.findByTestId('login-captcha');
    expect(screen.getByText('Enter a captcha')).toBeInTheDocument();
    expect(freePlayBodies()).toEqual([{ trialName: 'TRIAL00AA11' }]);
    // Between the login button and the free-play button: it belongs to free play.
    const follows = (a: HTMLElement, b: HTMLElement) =>
      !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByTestId('login-submit'), input)).toBe(true);
    expect(follows(input, screen.getByTestId('test-play'))).toBe(true);
    expect(username).toHaveValue('someone');

    fireEvent.change(input, { target: { value: '4321' } });
    fireEvent.click(screen.getByTestId('test-play'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(freePlayBodies()[1]).toEqual({ trialName: 'TRIAL00AA11', captcha: '4321' });
    expect(signIn).toHaveBeenCalledWith(trial, null, 'TRIAL00AA11');
  });

  it('a wrong answer shows the error under the field and a new picture', async () => {
    freePlayAnswers = [required(), invalid()];
    renderAt('/m/login', <LoginScreen />);
    fireEvent.click(await screen.findByTestId('test-play'));
    fireEvent.change(await screen.findByTestId('login-captcha'), { target: { value: '1111' } });
    await waitFor(() => expect(calls('captcha')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('test-play'));
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    await waitFor(() => expect(calls('captcha')).toHaveLength(2));
    expect(screen.getByTestId('login-captcha')).toHaveValue('');
    expect(freePlayBodies()[1]).toEqual({ trialName: 'TRIAL00AA11', captcha: '1111' });
    expect(toast.show).not.toHaveBeenCalled();
  });
});
