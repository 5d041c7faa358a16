import { useEffect, useTransition } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { useRefetchableFragment } from '../../relay/screenHooks';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import type { ElementSelectRefetchQuery } from './__generated__/ElementSelectRefetchQuery.graphql';
import { SelectField } from '../../components/SelectField';

interface Props {
  query: ElementSelect_query$key;
  /** The station whose elements to offer (an `Element` id), or null. */
  stationId: string | null;
  value: string;
  onChange(elementId: string): void;
  /** The element chosen before the options arrive, so it shows at once. */
  current?: { id: string; code: string; name: string } | null;
  label: string;
  error?: string | null | undefined;
  /** Marks it required (aria-required); the label carries the visible mark. */
  required?: boolean | undefined;
  /** The first option once a station is chosen (default "Any element"). */
  emptyLabel?: string | undefined;
  disabled?: boolean | undefined;
  testId?: string;
}

/** The elements of a station (and the station itself), refetched when the station changes. */
export function ElementSelect(props: Props) {
  const { t } = useTranslation('maintenance');
  const [pending, startTransition] = useTransition();
  const [data, refetch] = useRefetchableFragment<ElementSelectRefetchQuery, ElementSelect_query$key>(
    graphql`
      fragment ElementSelect_query on Query
      @refetchable(queryName: "ElementSelectRefetchQuery")
      @argumentDefinitions(stationId: { type: "ID" }, noStation: { type: "Boolean", defaultValue: true }) {
        stationElements: elements(first: 100, stationId: $stationId) @skip(if: $noStation) {
          edges {
            node {
              id
              code
              name
            }
          }
        }
      }
    `,
    props.query,
  );
  const { stationId } = props;
  useEffect(() => {
    startTransition(() => {
      refetch({ stationId, noStation: stationId === null }, { fetchPolicy: 'store-or-network' });
    });
  }, [stationId, refetch]);
  const options = data.stationElements?.edges.map((edge) => edge.node) ?? [];
  const withCurrent = props.current && !options.some((option) => option.id === props.current?.id) ? [props.current, ...options] : options;
  return (
    <SelectField
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      disabled={props.disabled || stationId === null || pending}
      error={props.error}
      required={props.required}
      data-testid={props.testId}
    >
      <option value="">{stationId === null ? t('fields.chooseStationFirst') : (props.emptyLabel ?? t('fields.anyElement'))}</option>
      {withCurrent.map((element) => (
        <option key={element.id} value={element.id}>
          {element.code} · {element.name}
        </option>
      ))}
    </SelectField>
  );
}
