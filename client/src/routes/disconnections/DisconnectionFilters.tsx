import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
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

  const apply = (event: FormEvent) => {
    event.preventDefault();
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

  return (
    <form noValidate onSubmit={apply} aria-label={t('filters.label')} className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid="disconnection-filters">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {select(t('labels.billingGroup'), 'group', group, setGroup, [['', t('filters.any')], ...billingGroups.map((value) => [value, value] as const)])}
        {select(t('labels.batch'), 'batch', batch, setBatch, [
          ['', t('filters.any')],
          ...batches.filter((item) => !group || item.billingGroup === group).map((item) => [String(item.batchId), `${item.batchNumber} · ${item.billingGroup}`] as const),
        ])}
        {select(t('labels.status'), 'status', status, setStatus, [['', t('filters.any')], ...DISCONNECTION_STATUSES.map((value) => [value, t(`status.${value}`)] as const)])}
        {select(t('filters.investigation'), 'investigation', investigation, setInvestigation, [
          ['', t('filters.any')],
          ['1', t('filters.underInvestigation')],
          ['0', t('filters.notUnderInvestigation')],
        ])}
        <TextField label={t('labels.book')} name="book" value={book} maxLength={20} autoComplete="off" onChange={(event) => setBook(event.target.value)} data-testid="filter-book" />
        <TextField label={t('filters.text')} name="q" type="search" value={text} maxLength={100} autoComplete="off" onChange={(event) => setText(event.target.value)} data-testid="filter-text" />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => void navigate(disconnectionPaths.list())}>
          {t('filters.clear')}
        </Button>
        <Button type="submit" data-testid="filter-apply">
          {t('filters.apply')}
        </Button>
      </div>
    </form>
  );
}
