import preview from '#.storybook/preview';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { defaultBrand, isBrandName } from '@lobby/tokens';
import { BrandStudio } from './BrandStudio.tsx';

const meta = preview.meta({
  title: 'Operators/Brand studio',
  component: BrandStudio,
  // A page of its own: no generated docs page.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { initialBrand: defaultBrand },
  // Starts from the brand picked in the toolbar, so the visual baselines show all three.
  render: (args, { globals }) => (
    <BrandStudio {...args} initialBrand={isBrandName(globals.brand) ? globals.brand : args.initialBrand} />
  ),
});

export const Studio = meta.story({
  // No visual baseline: at 375 px the whole studio (controls, 10 part cards, 3 screens) is one very tall
  // page whose full-page shot exceeds the harness's 5 s screenshot timeout on this machine. Every part
  // shown has its own baselines in all three brands; this story still runs with axe.
  tags: ['no-visual'],
});

/** The preview's parts fail contrast on purpose here; axe still checks the studio's own controls. */
const previewExcluded = {
  a11y: { context: { exclude: ['[data-studio-preview]'] } },
};

export const EditLiveWithContrastGuard = meta.story({
  // An interaction test: its play changes the picture while the shot is taken.
  tags: ['no-visual'],
  parameters: previewExcluded,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvasElement.querySelector<HTMLElement>('[data-studio-preview]')!;
    await expect(canvas.getByText(/^All \d+ text and UI pairs pass$/)).toBeInTheDocument();

    const muted = canvas.getByRole('textbox', { name: /^Secondary text/ });
    await userEvent.clear(muted);
    await userEvent.type(muted, '#3a3127');
    await expect(preview.style.getPropertyValue('--color-fg-muted')).toBe('#3a3127');
    await expect(canvas.getByText(/pairs fail — fix them before you export/)).toBeInTheDocument();
    const failing = canvas.getByRole('list', { name: 'Failing pairs' });
    await expect(within(failing).getAllByText(/Secondary text on Surface/).length).toBeGreaterThan(0);

    const radius = canvas.getByRole('slider', { name: /^Medium/ });
    fireEvent.change(radius, { target: { value: '13' } });
    await expect(preview.style.getPropertyValue('--radius-md')).toBe('13px');
    await expect(canvas.getByText('13px')).toBeInTheDocument();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Body font/ }), 'Poppins');
    await expect(preview.style.getPropertyValue('--font-family-base')).toBe('var(--font-stack-poppins)');

    await userEvent.click(canvas.getByRole('button', { name: /^Reset to/ }));
    await expect(canvas.getByText(/^All \d+ text and UI pairs pass$/)).toBeInTheDocument();
    await expect(preview.style.getPropertyValue('--color-fg-muted')).toBe('');
  },
});

export const ExportAndImport = meta.story({
  tags: ['no-visual'],
  parameters: previewExcluded,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accent = canvas.getByRole('textbox', { name: /^Accent\s*color\.bg\.accent/ });
    await userEvent.clear(accent);
    await userEvent.type(accent, '#e0115f');
    const name = canvas.getByRole('textbox', { name: 'File name (brand id)' });
    await userEvent.clear(name);
    await userEvent.type(name, 'ruby');
    await userEvent.click(canvas.getByText('Show the JSON'));
    const json = JSON.parse(canvas.getByLabelText('ruby.json').textContent ?? '') as {
      $extensions: { lobby: { brand: string } };
      color: { bg: { accent: { $value: string; $type: string } } };
    };
    await expect(json.$extensions.lobby.brand).toBe('ruby');
    await expect(json.color.bg.accent).toEqual({ $value: '#e0115f', $type: 'color' });

    const paste = canvas.getByRole('textbox', { name: 'Paste a brand file (JSON)' });
    await userEvent.click(paste);
    await userEvent.paste('{"$extensions":{"lobby":{"brand":"x"}},"color":{"bg":{"glow":{"$value":"#fff"}}}}');
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('"color.bg.glow" is not a token of the base');

    await userEvent.clear(paste);
    await userEvent.paste(
      JSON.stringify({
        $extensions: { lobby: { brand: 'mint', label: 'Mint' } },
        color: { bg: { accent: { $value: '#0b6e4f' } } },
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(canvas.getByText('Imported mint: 1 tokens')).toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'File name (brand id)' })).toHaveValue('mint');
  },
});
