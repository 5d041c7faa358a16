import { useId } from 'react';
import type { Control } from 'react-hook-form';
import type { FamilyDefinition, FieldDefinition } from '../../../../../shared/applicationForms/definition';
import { PLOT_REFERENCE_PARTS, parsePlotValue } from '../../../../../shared/applicationForms/plots';
import { problemText } from '../../../../../shared/applicationForms/problems';
import type { CatalogLanguage } from '../../../../../shared/i18n/catalog';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useTranslation } from '../../../i18n/useTranslation';
import type { FormTree } from '../formValues';
import { useFieldValue } from '../wizard/FieldInput';
import { PlotMap } from './PlotMap';
import { usePlotLookup } from './plotLookups';

interface PlotInputProps {
  family: FamilyDefinition;
  field: FieldDefinition;
  name: string;
  label: string;
  control: Control<FormTree>;
  disabled?: boolean | undefined;
}

type Part = (typeof PLOT_REFERENCE_PARTS)[number];

/**
 * A plot by its cadastral reference (district, municipality or community, sheet, plan, plot number), kept
 * as one value (shared/applicationForms/plots.ts); once complete, its area is looked up and previewed on the map.
 */
export function PlotInput({ family, field, name, label, control, disabled }: PlotInputProps) {
  const { t, i18n } = useTranslation('applicationFamilies');
  const errorId = useId();
  const { value, onChange, onBlur, ref, error } = useFieldValue(name, control);
  const parts = Object.fromEntries(PLOT_REFERENCE_PARTS.map((part, index) => [part, value.split('/')[index] ?? ''])) as Record<Part, string>;
  const set = (part: Part, next: string) => {
    const changed = { ...parts, [part]: next, ...(part === 'district' ? { municipality: '' } : {}) };
    const joined = PLOT_REFERENCE_PARTS.map((key) => changed[key].replaceAll('/', '')).join('/');
    onChange(joined.replaceAll('/', '') === '' ? '' : joined);
    // A reference just completed is checked at once: a problem named while it was partial would stay otherwise.
    if (parsePlotValue(joined) !== null) onBlur();
  };
  const options = (lookup: string | undefined, parent?: string) =>
    (family.lookups.find((candidate) => candidate.id === lookup)?.options ?? [])
      .filter((option) => parent === undefined || option.parent === parent)
      .map((option) => ({ value: option.value, label: option.label }));
  const complete = PLOT_REFERENCE_PARTS.every((part) => parts[part].trim() !== '');
  const entry = usePlotLookup(complete ? value : null);
  const problem = entry?.status === 'found' && 'problem' in entry.lookup ? problemText(i18n.language as CatalogLanguage, { path: name, code: entry.lookup.problem }) : null;
  const text = (part: Part) => (
    <TextField
      label={t(`plot.${part}`)}
      name={`${name}.${part}`}
      ref={part === 'sheet' ? ref : undefined}
      value={parts[part]}
      inputMode="text"
      dir="ltr"
      autoComplete="off"
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      onChange={(event) => set(part, event.target.value.toUpperCase())}
      onBlur={onBlur}
      data-testid={`field-${name}.${part}`}
    />
  );
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined} data-testid={`plot-${name}`}>
      <legend className="text-sm font-medium text-gray-800">{label}</legend>
      {field.hint ? <p className="text-sm text-gray-600">{field.hint}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('plot.district')} name={`${name}.district`} value={parts.district} placeholder={t('field.choose')} options={options(field.parentLookup)} disabled={disabled} onValueChange={(next) => set('district', next)} onBlur={onBlur} data-testid={`field-${name}.district`} />
        <SelectField label={t('plot.municipality')} name={`${name}.municipality`} value={parts.municipality} placeholder={parts.district ? t('field.choose') : t('field.chooseParentFirst')} options={options(field.lookup, parts.district)} disabled={disabled} onValueChange={(next) => set('municipality', next)} onBlur={onBlur} data-testid={`field-${name}.municipality`} />
      </div>
      <div className="grid grid-cols-3 gap-3">
        {text('sheet')}
        {text('plan')}
        {text('plotNumber')}
      </div>
      {error ? <p id={errorId} className="text-sm text-red-700" data-testid={`field-error-${name}`}>{error}</p> : null}
      {entry?.status === 'found' && 'geometry' in entry.lookup ? (
        <div className="flex flex-col gap-1" data-testid={`plot-preview-${name}`}>
          <PlotMap label={t('plot.mapLabel', { reference: value })} plots={[entry.lookup.geometry]} testId={`plot-map-${name}`} />
          {entry.areaSquareMetres !== null ? <p className="text-sm text-gray-700">{t('plot.area', { area: Math.round(entry.areaSquareMetres).toLocaleString(i18n.language) })}</p> : null}
        </div>
      ) : null}
      {problem !== null || entry?.status === 'failed' ? (
        <p role="status" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900" data-testid={`plot-problem-${name}`}>
          {t('plot.cannotPreview')}{problem !== null ? `: ${problem}` : ''}
        </p>
      ) : null}
      {entry?.status === 'loading' ? <p className="text-sm text-gray-600">{t('plot.loading')}</p> : null}
    </fieldset>
  );
}
