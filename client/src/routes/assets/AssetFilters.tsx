import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
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

  const apply = (event: FormEvent) => {
    event.preventDefault();
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

  return (
    <form noValidate role="search" onSubmit={apply} aria-label={t('filters.label')} className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid="asset-filters">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 [&>*]:min-w-0">
        <div className="lg:col-span-2">
          <TextField label={t('filters.text')} name="q" type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} placeholder={t('filters.textPlaceholder')} data-testid="filter-text" />
        </div>
        <SelectField label={t('filters.category')} name="category" value={category} onValueChange={setCategory} placeholder={t('filters.any')} options={ASSET_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))} />
        <SelectField label={t('filters.status')} name="status" value={status} onValueChange={setStatus} placeholder={t('filters.any')} options={ASSET_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))} />
        <SelectField label={t('filters.condition')} name="grade" value={grade} onValueChange={setGrade} placeholder={t('filters.any')} options={GRADES.map((value) => ({ value: String(value), label: `${value} · ${t(`grade.${value}`)}` }))} />
        <div className="lg:col-span-2">
          <SelectField label={t('filters.station')} name="station" value={station} onValueChange={setStation} placeholder={t('filters.anyStation')} options={stations.map((option) => ({ value: option.id, label: `${option.code} · ${option.name}` }))} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <CheckboxField label={t('filters.overdue')} name="overdue" checked={overdue} onChange={(event) => setOverdue(event.target.checked)} data-testid="filter-overdue" />
        <span className="flex flex-1 justify-end gap-2">
          <Button variant="ghost" onClick={() => void navigate(assetPaths.assets())}>
            {t('filters.clear')}
          </Button>
          <Button type="submit" data-testid="filter-apply">
            {t('filters.apply')}
          </Button>
        </span>
      </div>
    </form>
  );
}
