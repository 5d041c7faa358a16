import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { focusRing } from './focusRing';
import { useDebouncedValue } from './inputs/useDebouncedValue';
import { useViewOnly } from './viewOnly';

export type ComboboxOption = { value: string; label: string };

/** Pause after the last key before a search goes out, so typing a code sends one search, not one a letter. */
const COMBOBOX_DEBOUNCE_MS = 250;

/** How many matches a picker asks for: enough to find one by a few letters of its code, few enough for a phone. */
export const PICKER_MATCHES = 20;

type ComboboxProps = {
  label: string;
  /** The chosen option (its label shows in the input while nothing is being typed). */
  value: ComboboxOption | null;
  onChange: (option: ComboboxOption) => void;
  /** The first few options matching a text ('' for the first few of all); a rejection shows the picker's own error. */
  search: (text: string) => Promise<readonly ComboboxOption[]>;
  error?: string | null | undefined;
  onBlur?: () => void;
  /** Announced as required (aria-required); the form's own rules say what is missing. */
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  'data-testid'?: string;
};

type Found = { status: 'idle' | 'loading' | 'failed' } | { status: 'done'; options: readonly ComboboxOption[] };

/**
 * Search-as-you-type picker (the ARIA combobox pattern with a listbox popup) for lists that grow with
 * the utility's data, where a select would carry every item to every form.
 */
export function Combobox({ label, value, onChange, search, error, onBlur, required, disabled: disabledProp, 'data-testid': testId }: ComboboxProps) {
  const { t } = useTranslation('common');
  const disabled = useViewOnly() || disabledProp;
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const settled = useDebouncedValue(text ?? '', COMBOBOX_DEBOUNCE_MS);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    if (!open) return;
    let current = true;
    setFound({ status: 'loading' });
    searchRef.current(settled.trim()).then(
      (options) => current && (setFound({ status: 'done', options }), setActive(options.length > 0 ? 0 : -1)),
      () => current && setFound({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [open, settled]);

  const options = found.status === 'done' ? found.options : [];
  const close = () => {
    setOpen(false);
    setText(null);
    setActive(-1);
  };
  const choose = (option: ComboboxOption) => {
    onChange(option);
    close();
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (options.length > 0) setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };
  const shown = text ?? value?.label ?? '';
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const note = !open ? null : found.status === 'failed' ? t('combobox.failed') : found.status === 'done' && options.length === 0 ? t('combobox.noMatch') : found.status === 'done' ? null : t('combobox.searching');

  return (
    <div className="relative flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={t('combobox.typeToSearch')}
        disabled={disabled}
        value={shown}
        // A Latin code in a right-to-left page keeps its start in view; the empty input keeps the page's direction.
        dir={shown ? 'auto' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          close();
          onBlur?.();
        }}
        onKeyDown={keyDown}
        className={`min-h-11 w-full min-w-0 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 disabled:bg-gray-100 aria-invalid:border-red-700 ${focusRing}`}
        data-testid={testId}
      />
      <div className={open ? 'absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-md border border-gray-300 bg-white shadow-lg' : 'hidden'}>
        <ul id={listId} role="listbox" aria-label={label}>
          {options.map((option, index) => (
            <li
              key={option.value}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              // A Latin code in a right-to-left page keeps its own order.
              dir="auto"
              // Keeps the focus in the input, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              className={`cursor-pointer px-3 py-2 text-start text-base ${index === active ? 'bg-brand-main text-white' : 'text-gray-900'}`}
            >
              {option.label}
            </li>
          ))}
        </ul>
        {note ? (
          <p role="status" className={`px-3 py-2 text-sm ${found.status === 'failed' ? 'text-red-700' : 'text-gray-700'}`}>
            {note}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
