import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { FilterPanel } from '../../components/filters/FilterPanel';
import { filterChips } from '../../components/filters/FilterChips';
import { TextField } from '../../components/TextField';
import type { DisconnectionFilters_query$key } from './__generated__/DisconnectionFilters_query.graphql';
import { DISCONNECTION_STATUSES, type DisconnectionSearch, disconnectionPaths, writeDisconnectionSearch } from './search';
import { SelectField } from '../../components/SelectField';


interface Props {
  search: DisconnectionSearch;
  query: DisconnectionFilters_query$key;
}

/** Billing group, batch, status, book, investigation and text; applying them changes the URL, so the list reloads from it. */
export function DisconnectionFilters({ search, query }: Props) {
  const { t } = useTranslation('disconnections');
  const { disconnectionBillingGroups: billingGroups, disconnectionBatches: batches } = useFragment(
    graphql`
      fragment DisconnectionFilters_query on Query {
        disconnectionBillingGroups
        disconnectionBatches {
          batchId
          batchNumber
          billingGroup
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const [group, setGroup] = useState(search.billingGroup ?? '');
  const [batch, setBatch] = useState(search.batchId ? String(search.batchId) : '');
  const [status, setStatus] = useState(search.status ?? '');
  const [book, setBook] = useState(search.book ?? '');
  const [investigation, setInvestigation] = useState(search.underInvestigation === null ? '' : search.underInvestigation ? '1' : '0');
  const [text, setText] = useState(search.text ?? '');

  const apply = () => {
    const params = writeDisconnectionSearch({
      billingGroup: group || null,
      batchId: batch ? Number(batch) : null,
      status: DISCONNECTION_STATUSES.find((value) => value === status) ?? null,
      book: book.trim() || null,
      underInvestigation: investigation === '' ? null : investigation === '1',
      text: text.trim() || null,
      view: search.view,
    });
    void navigate(disconnectionPaths.list(params));
  };
  const select = (label: string, name: string, value: string, onChange: (value: string) => void, options: ReadonlyArray<readonly [string, string]>) => (
    <SelectField label={label} name={name} value={value} onValueChange={onChange} options={options.map(([optionValue, optionLabel]) => ({ value: optionValue, label: optionLabel }))} data-testid={`filter-${name}`} />
  );

  const batchOf = batches.find((item) => item.batchId === search.batchId);
  const cleared: Record<string, Partial<DisconnectionSearch>> = {
    status: { status: null }, investigation: { underInvestigation: null }, group: { billingGroup: null }, text: { text: null }, batch: { batchId: null }, book: { book: null },
  };
  const chips = filterChips(
    [
      ['status', t('labels.status'), search.status && t(`status.${search.status}`)],
      ['investigation', t('filters.investigation'), search.underInvestigation === null ? null : t(search.underInvestigation ? 'filters.underInvestigation' : 'filters.notUnderInvestigation')],
      ['group', t('labels.billingGroup'), search.billingGroup],
      ['text', t('filters.text'), search.text],
      ['batch', t('labels.batch'), batchOf ? `${batchOf.batchNumber} · ${batchOf.billingGroup}` : search.batchId ? String(search.batchId) : null],
      ['book', t('labels.book'), search.book],
    ],
    (key) => disconnectionPaths.list(writeDisconnectionSearch({ ...search, ...cleared[key] })),
  );

  return (
    <FilterPanel
      label={t('filters.label')}
      testId="disconnection-filters"
      onApply={apply}
      onClear={() => void navigate(disconnectionPaths.list())}
      chips={chips}
      primary={
        <>
          {select(t('labels.status'), 'status', status, setStatus, [['', t('filters.any')], ...DISCONNECTION_STATUSES.map((value) => [value, t(`status.${value}`)] as const)])}
          {select(t('filters.investigation'), 'investigation', investigation, setInvestigation, [
            ['', t('filters.any')],
            ['1', t('filters.underInvestigation')],
            ['0', t('filters.notUnderInvestigation')],
          ])}
          {select(t('labels.billingGroup'), 'group', group, setGroup, [['', t('filters.any')], ...billingGroups.map((value) => [value, value] as const)])}
          <TextField label={t('filters.text')} name="q" type="search" value={text} maxLength={100} autoComplete="off" onChange={(event) => setText(event.target.value)} data-testid="filter-text" />
        </>
      }
      more={
        <>
          {select(t('labels.batch'), 'batch', batch, setBatch, [
            ['', t('filters.any')],
            ...batches.filter((item) => !group || item.billingGroup === group).map((item) => [String(item.batchId), `${item.batchNumber} · ${item.billingGroup}`] as const),
          ])}
          <TextField label={t('labels.book')} name="book" value={book} maxLength={20} autoComplete="off" onChange={(event) => setBook(event.target.value)} data-testid="filter-book" />
        </>
      }
    />
  );
}
