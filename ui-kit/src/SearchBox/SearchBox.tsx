import { forwardRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { SearchIcon } from '../icons/index.ts';
import { useLabels } from '../provider/KitProvider.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './SearchBox.styles.ts';

export interface SearchBoxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onSubmit' | 'type' | 'children' | 'size'
> {
  /** The typed text (controlled). */
  value: string;
  /** Called with the text when Enter is pressed (docs/product/home-and-games.md#game-list: Enter submits). */
  onSubmit: (value: string) => void;
  /** Accessible name and placeholder. @default the kit's 'Search' label */
  label?: string;
}

/** The game-name search: a search landmark whose Enter key submits; clearable. */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  { value, onSubmit, label, placeholder, ...rest },
  ref,
) {
  const labels = useLabels();
  const name = label ?? labels.search;
  return (
    <Form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(value.trim());
      }}
    >
      <TextField
        ref={ref}
        {...rest}
        label={name}
        hideLabel
        type="search"
        enterKeyHint="search"
        value={value}
        placeholder={placeholder ?? name}
        clearable
        startAdornment={<SearchIcon size="sm" />}
      />
    </Form>
  );
});
