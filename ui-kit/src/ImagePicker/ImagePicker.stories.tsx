import { useState } from 'react';
import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../Field/StoryFrame.tsx';
import { ImagePicker } from './ImagePicker.tsx';
import type { ImagePickerProps } from './ImagePicker.tsx';

/** Small local PNGs (no network): a checker, two bands, two halves. */
const pngs = [
  'iVBORw0KGgoAAAANSUhEUgAAAAwAAAAMCAYAAABWdVznAAABCklEQVR4AQXBQZUbARBDwb9jCgsgxyAQBsFpCIYgOILgJzKGkFT9/P3z+68RvtEI32iEbzTCNxrhG414GuEbjfCNRvhGI3yjEb7RCN949fN9N8I3GuEbjfCNRvhGI3yjEU8jfKMRvtEI32iEbzTCNxrhG69+vu9G+EYjfKMRvtEI32iEbzTiaYRvNMI3GuEbjfCNRvhGI3zj1c/33QjfaIRvNMI3GuEbjfCNRjyN8I1G+EYjfKMRvtEI32iEb7z6+b4b4RuN8I1G+EYjfKMRvtGIpxG+0QjfaIRvNMI3GuEbjfCNVz/fdyN8oxG+0QjfaIRvNMI3GvE0wjca4RuN8I1G+EYjfKMRvvEfcgffF03RchYAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAAAwAAAAMCAYAAABWdVznAAAAM0lEQVR4AZXBARGAIADAwLmjgl1oQjjKUIM0mmH/z7vORyCRRBJJJNG4e1JIJJFEEkn0A/0YA/G3Xb6mAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAwAAAAMCAYAAABWdVznAAAANElEQVR4AZXBMQHAIADAsK4uMDPHk7ADM9gAAzxNnrHm5uJ/P24kkkgiiSSSSCKJJJJIogMH4gR/dh8SsAAAAABJRU5ErkJggg==',
];
const pngFile = (i: number, name: string) =>
  new File([Uint8Array.from(atob(pngs[i % 3]!), (c) => c.charCodeAt(0))], name, { type: 'image/png' });

function Controlled(args: ImagePickerProps) {
  const [files, setFiles] = useState<File[]>([...args.value]);
  return (
    <StoryFrame>
      <ImagePicker
        {...args}
        value={files}
        onChange={(next) => {
          setFiles(next);
          args.onChange(next);
        }}
      />
    </StoryFrame>
  );
}

const meta = preview.meta({
  title: 'Forms/ImagePicker',
  component: ImagePicker,
  args: { label: 'Proof of deposit', name: 'images', value: [], onChange: fn() },
  render: (args) => <Controlled {...args} />,
});

export const Playground = meta.story();
export const Empty = meta.story();
export const OneImage = meta.story({ args: { value: [pngFile(0, 'receipt.png')] } });
export const Full = meta.story({
  args: { value: [pngFile(0, 'a.png'), pngFile(1, 'b.png'), pngFile(2, 'c.png')] },
});
export const Required = meta.story({ args: { required: true } });
export const RejectsWrongFiles = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    const gif = new File(['GIF89a'], 'funny.gif', { type: 'image/gif' });
    await userEvent.upload(input, [pngFile(1, 'ok.png'), big, gif], { applyAccept: false });
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('huge.png: larger than 5 MB');
    await expect(alert).toHaveTextContent('funny.gif: only PNG or JPG images');
  },
});
export const WithFormError = meta.story({ args: { error: 'Please add at least one image' } });
export const Disabled = meta.story({ args: { value: [pngFile(0, 'receipt.png')], disabled: true } });
export const RightToLeft = meta.story({
  args: { label: 'إثبات الإيداع', value: [pngFile(2, 'r.png')] },
  globals: { direction: 'rtl' },
});
