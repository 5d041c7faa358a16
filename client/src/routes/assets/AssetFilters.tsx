import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { FilterPanel } from '../../components/filters/FilterPanel';
import { filterChips } from '../../components/filters/FilterChips';
import { CheckboxField } from '../../components/CheckboxField';
import { TextField } from '../../components/TextField';
import { SelectField } from '../../components/SelectField';
import type { AssetFilters_query$key } from './__generated__/AssetFilters_query.graphql';
import { type AssetSearch, writeAssetSearch } from './assetSearch';
import { ASSET_CATEGORIES, ASSET_STATUSES, GRADES } from './grades';
import { assetPaths } from '../../lib/assetPaths';

interface Props {
  search: AssetSearch;
  query: AssetFilters_query$key;
}

/** The register's filters; applying them changes the URL, so a reload or a shared link shows the same list. */
export function AssetFilters({ search, query }: Props) {
  const { t } = useTranslation('assets');
  const { elementStations: stations } = useFragment(
    graphql`
      fragment AssetFilters_query on Query {
        elementStations {
          id
          code
          name
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const [text, setText] = useState(search.text);
  const [category, setCategory] = useState<string>(search.category ?? '');
  const [status, setStatus] = useState<string>(search.status ?? '');
  const [grade, setGrade] = useState(search.conditionGrade ? String(search.conditionGrade) : '');
  const [station, setStation] = useState(search.stationId ?? '');
  const [overdue, setOverdue] = useState(search.overdue);

  const apply = () => {
    const next: AssetSearch = {
      ...search,
      text,
      category: ASSET_CATEGORIES.find((value) => value === category) ?? null,
      status: ASSET_STATUSES.find((value) => value === status) ?? null,
      conditionGrade: grade ? Number(grade) : null,
      stationId: station || null,
      overdue,
    };
    void navigate(assetPaths.assets(writeAssetSearch(next)));
  };

  const stationOf = stations.find((option) => option.id === search.stationId);
  const cleared: Record<string, Partial<AssetSearch>> = { text: { text: '' }, category: { category: null }, status: { status: null }, grade: { conditionGrade: null }, station: { stationId: null }, overdue: { overdue: false } };
  const chips = filterChips(
    [
      ['text', t('filters.text'), search.text],
      ['category', t('filters.category'), search.category && t(`category.${search.category}`)],
      ['status', t('filters.status'), search.status && t(`status.${search.status}`)],
      ['grade', t('filters.condition'), search.conditionGrade ? `${search.conditionGrade} · ${t(`grade.${search.conditionGrade}`)}` : null],
      ['station', t('filters.station'), stationOf ? `${stationOf.code} · ${stationOf.name}` : search.stationId],
      ['overdue', t('filters.overdue'), search.overdue],
    ],
    (key) => assetPaths.assets(writeAssetSearch({ ...search, ...cleared[key] })),
  );

  return (
    <FilterPanel
      label={t('filters.label')}
      testId="asset-filters"
      role="search"
      onApply={apply}
      onClear={() => void navigate(assetPaths.assets())}
      chips={chips}
      primary={
        <>
          <TextField label={t('filters.text')} name="q" type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} placeholder={t('filters.textPlaceholder')} data-testid="filter-text" />
          <SelectField label={t('filters.category')} name="category" value={category} onValueChange={setCategory} placeholder={t('filters.any')} options={ASSET_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))} />
          <SelectField label={t('filters.status')} name="status" value={status} onValueChange={setStatus} placeholder={t('filters.any')} options={ASSET_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))} />
        </>
      }
      more={
        <>
          <SelectField label={t('filters.condition')} name="grade" value={grade} onValueChange={setGrade} placeholder={t('filters.any')} options={GRADES.map((value) => ({ value: String(value), label: `${value} · ${t(`grade.${value}`)}` }))} />
          <SelectField label={t('filters.station')} name="station" value={station} onValueChange={setStation} placeholder={t('filters.anyStation')} options={stations.map((option) => ({ value: option.id, label: `${option.code} · ${option.name}` }))} />
          <div className="flex items-end">
            <CheckboxField label={t('filters.overdue')} name="overdue" checked={overdue} onChange={(event) => setOverdue(event.target.checked)} data-testid="filter-overdue" />
          </div>
        </>
      }
    />
  );
}
