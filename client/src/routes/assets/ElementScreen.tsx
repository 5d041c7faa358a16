import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { formatDate } from '../../i18n/format';
import { defineScreen } from '../../router/screenRoute';
import type { ElementScreenQuery } from './__generated__/ElementScreenQuery.graphql';
import { DetailList } from '../../components/DetailList';
import { ElementAssets } from './ElementAssets';
import { ElementEditForm } from './ElementEditForm';
import { ShowOnMapLink } from '../../components/ShowOnMapLink';
import { ElementProperties } from './ElementProperties';
import { assetPaths } from '../../lib/assetPaths';

const elementScreenQuery = graphql`
  query ElementScreenQuery($elementId: Int!, $withAssets: Boolean!) @preloadable {
    networkElement(elementId: $elementId) {
      id
      code
      name
      town
      latitude
      longitude
      status
      installedOn
      type {
        name
      }
      station {
        elementId
        code
        name
      }
      ...ElementProperties_element
      ...ElementEditForm_element
      ...ElementAssets_element @include(if: $withAssets) @alias(as: "assetList")
    }
  }
`;

/** One element: details, properties by group with their edit form, its assets and a link to the map. */
function ElementScreen({ queryRef, withAssets }: { queryRef: PreloadedQuery<ElementScreenQuery>; withAssets: boolean }) {
  const { networkElement: element } = usePreloadedQuery<ElementScreenQuery>(elementScreenQuery, queryRef);
  const { t } = useTranslation('assets');
  const [editing, setEditing] = useState(false);
  if (!element) {
    return (
      <EmptyState title={t('elements.notFound')} testId="element-not-found">
        <Link to={assetPaths.elements()} className={`text-brand-main underline ${focusRing}`}>
          {t('elements.back')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <Link to={assetPaths.elements()} className={`self-start text-sm text-brand-main underline ${focusRing}`}>
        {t('elements.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <PageTitle>{element.name}</PageTitle>
          <p className="text-gray-700">
            <bdi dir="ltr">{element.code}</bdi> · {element.type.name}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ShowOnMapLink objectId={element.id} />
          <Button onClick={() => setEditing((open) => !open)} aria-expanded={editing} data-testid="element-edit">
            {t('elements.edit')}
          </Button>
        </div>
      </div>
      <section aria-labelledby="element-details" className="rounded-md border border-gray-200 bg-white p-4">
        <h2 id="element-details" className="mb-3 text-lg font-semibold text-gray-900">
          {t('elements.details')}
        </h2>
        <DetailList
          items={[
            { label: t('elements.type'), value: element.type.name },
            {
              label: t('elements.station'),
              value: element.station ? (
                <Link to={assetPaths.element(element.station.elementId)} className={`text-brand-main underline ${focusRing}`}>
                  <bdi dir="ltr">{element.station.code}</bdi> · {element.station.name}
                </Link>
              ) : (
                t('elements.isStation')
              ),
            },
            { label: t('elements.town'), value: element.town },
            { label: t('elements.position'), value: <bdi dir="ltr">{`${element.latitude.toFixed(5)}, ${element.longitude.toFixed(5)}`}</bdi> },
            { label: t('elements.status'), value: t(`elementStatus.${element.status}`) },
            { label: t('elements.installedOn'), value: formatDate(element.installedOn) },
          ]}
        />
      </section>
      {editing ? (
        <ElementEditForm element={element} onDone={() => setEditing(false)} />
      ) : (
        <section aria-labelledby="element-properties" className="flex flex-col gap-3">
          <h2 id="element-properties" className="text-lg font-semibold text-gray-900">
            {t('properties.title')}
          </h2>
          <ElementProperties element={element} />
        </section>
      )}
      {withAssets && element.assetList ? <ElementAssets element={element.assetList} /> : null}
    </div>
  );
}

/** The element screen; its assets only for employees whose profile opens the asset register (`routes.ts`). */
export const elementScreen = defineScreen<ElementScreenQuery>({
  namespaces: ['assets', 'gis'],
  Screen: ({ queryRef }) => <ElementScreen queryRef={queryRef} withAssets={queryRef.variables.withAssets} />,
});
