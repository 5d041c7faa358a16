import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../focusRing';
import { ID_NUMBER_DEBOUNCE_MS } from '../timing';
import { type IdNumberResult, type IdType, idNumberResult, splitDescription } from './idNumberRules';
import { useDebouncedValue } from './useDebouncedValue';
import { useLatest } from './useLatest';

interface IdNumberInputProps {
  label: string;
  idTypes: readonly IdType[];
  onChange: (result: IdNumberResult) => void;
  disabled?: boolean;
}

const controlClass = `min-h-11 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 disabled:bg-gray-100 aria-invalid:border-red-700 ${focusRing}`;

/** 001 §2: an id type (the first preselected) with its optional prefix, and the number checked after 3 s. */
export function IdNumberInput({ label, idTypes, onChange, disabled }: IdNumberInputProps) {
  const { t } = useTranslation();
  const [typeValue, setTypeValue] = useState(idTypes[0]?.value ?? '');
  const [typed, setTyped] = useState('');
  const type = idTypes.find((candidate) => candidate.value === typeValue) ?? idTypes[0];
  const settled = useDebouncedValue(typed, ID_NUMBER_DEBOUNCE_MS);
  const result = type ? idNumberResult(type, settled) : { id: null, idTypeId: null };
  const numberId = useId();
  const messageId = useId();
  const { prefix, description } = splitDescription(type?.description);
  const showError = settled.trim() !== '' && result.id === null;

  const onChangeRef = useLatest(onChange);
  // 001 §4: while the value is still settling, the id is not valid yet.
  const emittedId = settled === typed ? result.id : null;
  const emittedType = settled === typed ? result.idTypeId : null;
  useEffect(() => {
    onChangeRef.current({ id: emittedId, idTypeId: emittedType });
  }, [emittedId, emittedType, onChangeRef]);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={numberId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex gap-2">
        <select
          aria-label={t('inputs.idNumber.type')}
          value={type?.value ?? ''}
          disabled={disabled}
          onChange={(event) => setTypeValue(event.target.value)}
          className={`${controlClass} w-40 shrink-0`}
        >
          {idTypes.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
        <div className="flex min-w-0 flex-1 items-center gap-1" dir="ltr">
          {prefix ? <span className="text-gray-700">{prefix}</span> : null}
          <input
            id={numberId}
            value={typed}
            disabled={disabled}
            aria-invalid={showError ? true : undefined}
            aria-describedby={showError ? messageId : undefined}
            onChange={(event) => setTyped(event.target.value)}
            className={`${controlClass} min-w-0 flex-1`}
          />
        </div>
      </div>
      {description ? <p className="text-xs text-gray-600">{description}</p> : null}
      {showError ? (
        <p id={messageId} className="text-sm text-red-700">
          {t('inputs.idNumber.invalid')}
        </p>
      ) : null}
    </div>
  );
}
