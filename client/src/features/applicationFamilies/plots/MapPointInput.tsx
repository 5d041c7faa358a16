import { useId } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import type { FamilyDefinition, FieldDefinition } from '../../../../../shared/applicationForms/definition';
import { parsePointValue, pointInAreas, pointValue } from '../../../../../shared/applicationForms/plots';
import { problemText } from '../../../../../shared/applicationForms/problems';
import type { CatalogLanguage } from '../../../../../shared/i18n/catalog';
import { TextField } from '../../../components/TextField';
import { useTranslation } from '../../../i18n/useTranslation';
import { type FormTree, filledValues, flattenValues } from '../formValues';
import { useFieldValue } from '../wizard/FieldInput';
import { PlotMap } from './PlotMap';
import { knownPlotLookups, plotValuesOf, usePlotLookup } from './plotLookups';

interface MapPointInputProps {
  family: FamilyDefinition;
  field: FieldDefinition;
  name: string;
  label: string;
  control: Control<FormTree>;
  disabled?: boolean | undefined;
}

/** Asks the cadastre for one plot of the application, so the map can draw it (answers are shared, ./plotLookups.ts). */
function PlotWatch({ value }: { value: string }) {
  usePlotLookup(value);
  return null;
}

/**
 * A point placed on the map by a click or a tap, or typed as latitude, longitude: the application's plots
 * drawn under it, and the rule of shared/applicationForms/plots.ts (inside one of them, the boundary
 * included) told at once when it is placed outside.
 */
export function MapPointInput({ family, field, name, label, control, disabled }: MapPointInputProps) {
  const { t, i18n } = useTranslation('applicationFamilies');
  const hintId = useId();
  const { value, onChange, onBlur, ref, error } = useFieldValue(name, control);
  const group = field.insidePlotsOf?.split('.')[0] ?? '#none';
  const items = useWatch({ control, name: group });
  const plotValues = field.insidePlotsOf ? plotValuesOf(family, filledValues(flattenValues({ [group]: Array.isArray(items) ? items : [] } as FormTree))) : [];
  const lookups = knownPlotLookups(plotValues);
  const areas = (lookups ? plotValues : []).flatMap((plot) => {
    const lookup = lookups?.[plot];
    return lookup !== undefined && 'geometry' in lookup ? [lookup.geometry] : [];
  });
  const point = parsePointValue(value);
  const outside = point !== null && lookups !== undefined && !pointInAreas(point, areas);
  const place = (next: [number, number]) => {
    onChange(pointValue(next));
    onBlur();
  };
  return (
    <div className="flex flex-col gap-2" data-testid={`map-point-${name}`}>
      {plotValues.map((plot) => <PlotWatch key={plot} value={plot} />)}
      <TextField
        label={label}
        name={name}
        ref={ref}
        value={value}
        error={error}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        placeholder="35.1234567, 33.3456789"
        aria-required={field.required || undefined}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        data-testid={`field-${name}`}
      />
      <p id={hintId} className="text-sm text-gray-600">{field.hint ?? t('point.hint')}</p>
      <PlotMap label={t('point.mapLabel')} plots={areas} point={point} {...(disabled ? {} : { onPlace: place })} testId={`point-map-${name}`} />
      {outside && !error ? (
        <p role="alert" className="text-sm text-red-700" data-testid={`point-outside-${name}`}>
          {problemText(i18n.language as CatalogLanguage, { path: name, code: 'pointOutsidePlots' })}
        </p>
      ) : null}
    </div>
  );
}
