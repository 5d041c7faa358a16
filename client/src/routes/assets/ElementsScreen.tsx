import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { PageTitle } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';
import { defineScreen } from '../../router/screenRoute';
import { SelectField } from '../../components/SelectField';
import type { ElementsScreenQuery } from './__generated__/ElementsScreenQuery.graphql';
import { type ElementSearch, readElementSearch, writeElementSearch } from './elementSearch';
import { ElementTable } from './ElementTable';
import { assetPaths } from '../../lib/assetPaths';
import { StationTree } from './StationTree';

const elementsScreenQuery = graphql`
  query ElementsScreenQuery($count: Int!, $text: String, $typeIds: [Int!], $stationId: ID, $sort: ElementSort) @preloadable {
    ...ElementTable_query @arguments(count: $count, text: $text, typeIds: $typeIds, stationId: $stationId, sort: $sort)
    elementTypes {
      typeId
      name
    }
    elementStations {
      ...StationTree_stations
    }
  }
`;

/** 002 §2 elements: search by type and text, or browse the station tree (station → its elements). */
function ElementsScreen({ queryRef, search }: { queryRef: PreloadedQuery<ElementsScreenQuery>; search: ElementSearch }) {
  const data = usePreloadedQuery<ElementsScreenQuery>(elementsScreenQuery, queryRef);
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const [text, setText] = useState(search.text);
  const [type, setType] = useState(search.typeId ? String(search.typeId) : '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate(assetPaths.elements(writeElementSearch({ ...search, text, typeId: type ? Number(type) : null })));
  };
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle>{t('elements.title')}</PageTitle>
      <form noValidate role="search" onSubmit={apply} aria-label={t('filters.label')} className="grid items-end gap-3 rounded-md border border-gray-200 bg-white p-4 sm:grid-cols-[2fr_1fr_auto] [&>*]:min-w-0" data-testid="element-filters">
        <TextField label={t('elements.text')} type="search" name="q" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} placeholder={t('elements.textPlaceholder')} data-testid="element-text" />
        <SelectField label={t('elements.type')} name="type" value={type} onValueChange={setType} placeholder={t('filters.any')} options={data.elementTypes.map((option) => ({ value: String(option.typeId), label: option.name }))} />
        <div className="flex gap-2">
          <Button variant="ghost" onClick={() => void navigate(assetPaths.elements())}>
            {t('filters.clear')}
          </Button>
          <Button type="submit" data-testid="element-apply">
            {t('filters.apply')}
          </Button>
        </div>
      </form>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <StationTree stations={data.elementStations} search={search} />
        <ElementTable query={data} search={search} />
      </div>
    </div>
  );
}

export const elementsScreen = defineScreen<ElementsScreenQuery>({
  namespaces: ['assets'],
  Screen: function ElementsRouteScreen({ queryRef, search }) {
    const filters = useMemo(() => readElementSearch(search), [search]);
    return <ElementsScreen key={search.toString()} queryRef={queryRef} search={filters} />;
  },
});
