import { useEffect, useId, useMemo, useState } from 'react';
import { CloseIcon, PlusIcon } from '../icons/index.ts';
import { format } from '../provider/labels.ts';
import { useKit, useLabels } from '../provider/KitProvider.tsx';
import { Label, RequiredMark, Root } from '../Field/Field.styles.ts';
import { AddTile, Errors, Grid, RemoveButton, Tile } from './ImagePicker.styles.ts';

/** docs/product/validation.md#uploads-and-text, docs/product/constants.md#limits: png/jpg images, max 5 MB each, up to 3. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_MAX_MB = 5;
export const IMAGE_MAX_COUNT = 3;

export interface ImagePickerProps {
  /** Visible label of the group. */
  label: string;
  /** The chosen files (controlled). */
  value: ReadonlyArray<File>;
  /** Called with the new list after adding or removing. */
  onChange: (files: File[]) => void;
  /** Most images. @default 3 */
  maxCount?: number;
  /** Largest file in MB. @default 5 */
  maxSizeMb?: number;
  /** Form field name of the file input. */
  name?: string;
  /** Shows the (*) marker. @default false */
  required?: boolean;
  /** Blocks adding and removing. @default false */
  disabled?: boolean;
  /** An error from the form, shown with the per-file ones. */
  error?: string;
  /**
   * Makes preview URLs; injected in tests, where jsdom has no URL.createObjectURL.
   * @default URL.createObjectURL / URL.revokeObjectURL
   */
  objectUrls?: { create: (file: File) => string; revoke: (url: string) => void };
}

const browserUrls = {
  create: (file: File) => URL.createObjectURL(file),
  revoke: (url: string) => URL.revokeObjectURL(url),
};

/** Preview URLs for the files, revoked when a file leaves or the picker unmounts. */
function usePreviews(files: ReadonlyArray<File>, urls: NonNullable<ImagePickerProps['objectUrls']>) {
  const [map, setMap] = useState<Map<File, string>>(() => new Map());
  useEffect(() => {
    const next = new Map<File, string>();
    for (const f of files) next.set(f, urls.create(f));
    setMap(next);
    return () => {
      for (const url of next.values()) urls.revoke(url);
    };
  }, [files, urls]);
  return map;
}

/** Picks up to 3 PNG/JPG images of 5 MB or less, with previews and a clear error per file (docs/product/validation.md#uploads-and-text). */
export function ImagePicker({
  label,
  value,
  onChange,
  maxCount = IMAGE_MAX_COUNT,
  maxSizeMb = IMAGE_MAX_MB,
  name,
  required = false,
  disabled = false,
  error,
  objectUrls = browserUrls,
}: ImagePickerProps) {
  const labels = useLabels();
  const { locale } = useKit();
  const inputId = useId();
  const errorId = `${inputId}-errors`;
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const previews = usePreviews(value, objectUrls);
  const errors = useMemo(() => (error ? [...fileErrors, error] : fileErrors), [fileErrors, error]);
  const full = value.length >= maxCount;

  const add = (list: FileList | null) => {
    if (!list) return;
    const accepted: File[] = [];
    const problems: string[] = [];
    for (const file of Array.from(list)) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
        problems.push(format(locale, labels.imageTypeError, file.name));
      } else if (file.size > maxSizeMb * 1024 * 1024) {
        problems.push(format(locale, labels.imageSizeError, file.name, maxSizeMb));
      } else if (value.length + accepted.length >= maxCount) {
        problems.push(format(locale, labels.imageCountError, file.name, maxCount));
      } else {
        accepted.push(file);
      }
    }
    setFileErrors(problems);
    if (accepted.length) onChange([...value, ...accepted]);
  };

  return (
    <Root role="group" aria-labelledby={`${inputId}-label`}>
      <Label as="span" id={`${inputId}-label`}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      <Grid>
        {value.map((file, i) => (
          <Tile key={`${file.name}-${i}`}>
            {previews.get(file) && <img src={previews.get(file)} alt={file.name} />}
            <RemoveButton
              type="button"
              disabled={disabled}
              aria-label={format(locale, labels.removeImage, file.name)}
              onClick={() => {
                setFileErrors([]);
                onChange(value.filter((f) => f !== file));
              }}
            >
              <CloseIcon size="1em" />
            </RemoveButton>
          </Tile>
        ))}
        {!full && (
          <Tile>
            <input
              id={inputId}
              className="lobby-visually-hidden"
              type="file"
              name={name}
              accept={IMAGE_TYPES.join(',')}
              multiple={maxCount - value.length > 1}
              disabled={disabled}
              aria-describedby={errors.length ? errorId : undefined}
              aria-invalid={errors.length > 0 || undefined}
              onChange={(e) => {
                add(e.target.files);
                e.target.value = '';
              }}
            />
            <AddTile htmlFor={inputId} data-disabled={disabled || undefined}>
              <PlusIcon size="md" />
              <span>{labels.addImage}</span>
              <span aria-hidden="true">
                {value.length}/{maxCount}
              </span>
            </AddTile>
          </Tile>
        )}
      </Grid>
      {errors.length > 0 && (
        <div role="alert">
          <Errors id={errorId}>
            {errors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Errors>
        </div>
      )}
    </Root>
  );
}
