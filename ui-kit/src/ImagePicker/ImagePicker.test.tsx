import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { ImagePicker } from './ImagePicker.tsx';

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function setup() {
  let n = 0;
  const urls = { create: vi.fn(() => `blob:preview-${++n}`), revoke: vi.fn() };
  const onChange = vi.fn();
  function Harness() {
    const [files, setFiles] = useState<File[]>([]);
    return (
      <KitProvider>
        <ImagePicker
          label="Images"
          value={files}
          objectUrls={urls}
          onChange={(f) => {
            setFiles(f);
            onChange(f);
          }}
        />
      </KitProvider>
    );
  }
  const view = render(<Harness />);
  const input = () => view.container.querySelector('input[type=file]') as HTMLInputElement;
  return { urls, onChange, view, input };
}

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('ImagePicker', { timeout: 30_000 }, () => {
  it('accepts png/jpg up to 5 MB, shows a clear error per rejected file', async () => {
    const { input, onChange } = setup();
    const big = png('big.png', 5 * 1024 * 1024 + 1);
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    const jpg = new File(['x'], 'b.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input(), [png('a.png'), big, gif, jpg], { applyAccept: false });
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'a.png' }),
      expect.objectContaining({ name: 'b.jpg' }),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('big.png: larger than 5 MB');
    expect(alert).toHaveTextContent('a.gif: only PNG or JPG images');
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('takes at most 3 and hides the add tile when full', async () => {
    const { input } = setup();
    await userEvent.upload(input(), [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('4.png: up to 3 images');
    expect(document.querySelector('input[type=file]')).toBeNull();
  });

  it('revokes preview URLs when a file is removed and on unmount', async () => {
    const { input, urls, view } = setup();
    await userEvent.upload(input(), [png('1.png'), png('2.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1.png' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    const created = urls.create.mock.results.map((r) => r.value as string);
    view.unmount();
    expect(urls.revoke.mock.calls.map((c) => c[0]).sort()).toEqual([...created].sort());
  });
});
