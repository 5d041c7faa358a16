import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDate } from '../../i18n/format';
import type { ElementProperties_element$key } from './__generated__/ElementProperties_element.graphql';
import { groupProperties } from './propertyGroups';

/** The element's properties by group: number, name, value with its unit. */
export function ElementProperties(props: { element: ElementProperties_element$key }) {
  const { t, i18n } = useTranslation('assets');
  const element = useFragment(
    graphql`
      fragment ElementProperties_element on Element {
        properties {
          definitionId
          ...propertyGroups_property
          number
          name
          unit
          type
          value
          displayValue
        }
      }
    `,
    props.element,
  );
  const shown = (property: (typeof element.properties)[number]) => {
    if (property.value === null) return <span className="text-gray-600">{t('properties.empty')}</span>;
    if (property.type === 'DATE') return formatDate(property.value);
    if (property.type === 'INTEGER' || property.type === 'DECIMAL') {
      const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3, numberingSystem: 'latn' }).format(Number(property.value));
      return <bdi dir="ltr">{property.unit ? `${number} ${property.unit}` : number}</bdi>;
    }
    return property.displayValue;
  };
  if (element.properties.length === 0) return <p className="text-gray-700">{t('properties.none')}</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="element-properties">
      {groupProperties(element.properties).map(({ group, items }) => (
        <section key={group} aria-label={group} className="rounded-md border border-gray-200 bg-white p-4">
          <h3 className="mb-2 font-semibold text-gray-900">{group}</h3>
          <dl className="flex flex-col gap-2">
            {items.map((property) => (
              <div key={property.definitionId} className="flex justify-between gap-4 border-b border-gray-100 pb-1" data-testid="property-row">
                <dt className="text-gray-700">
                  <span className="text-gray-500" dir="ltr">
                    {property.number}.
                  </span>{' '}
                  {property.name}
                </dt>
                <dd className="text-end font-medium text-gray-900">{shown(property)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
