import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { FilterPanel } from '../../components/filters/FilterPanel';
import { filterChips } from '../../components/filters/FilterChips';
import { TextField } from '../../components/TextField';
import { centsToDecimal, normaliseAmount, parseAmountCents } from './rules';
import { DEBT_CASE_STAGES, DEBT_CASE_STATUSES, type DebtCaseSearch, debtPaths, writeDebtCaseSearch } from './search';
import { SelectField } from '../../components/SelectField';


/** Stage, status, balance range and text; applying them changes the URL. A bad amount shows beside its field and stays typed. */
export function DebtCaseFilters({ search }: { search: DebtCaseSearch }) {
  const { t } = useTranslation('debtManagement');
  const navigate = useNavigate();
  const [stage, setStage] = useState(search.stage ?? '');
  const [status, setStatus] = useState(search.status ?? '');
  const [min, setMin] = useState(search.minBalance ?? '');
  const [max, setMax] = useState(search.maxBalance ?? '');
  const [text, setText] = useState(search.text ?? '');
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});

  const apply = () => {
    const minCents = min.trim() === '' ? null : parseAmountCents(min);
    const maxCents = max.trim() === '' ? null : parseAmountCents(max);
    const next: { min?: string; max?: string } = {};
    if (min.trim() !== '' && minCents === null) next.min = t('errors.amountFormat');
    if (max.trim() !== '' && maxCents === null) next.max = t('errors.amountFormat');
    else if (minCents !== null && maxCents !== null && maxCents < minCents) next.max = t('filters.rangeOrder');
    setErrors(next);
    if (next.min || next.max) return;
    const params = writeDebtCaseSearch({
      stage: DEBT_CASE_STAGES.find((value) => value === stage) ?? null,
      status: DEBT_CASE_STATUSES.find((value) => value === status) ?? null,
      minBalance: minCents === null ? null : centsToDecimal(minCents),
      maxBalance: maxCents === null ? null : centsToDecimal(maxCents),
      text: text.trim() || null,
      view: search.view,
    });
    void navigate(debtPaths.list(params));
  };

  const cleared: Record<string, Partial<DebtCaseSearch>> = { stage: { stage: null }, status: { status: null }, text: { text: null }, min: { minBalance: null }, max: { maxBalance: null } };
  const chips = filterChips(
    [
      ['stage', t('labels.stage'), search.stage && t(`enquiryTabs:debtCaseStage.${search.stage}`)],
      ['status', t('labels.status'), search.status && t(`enquiryTabs:debtCaseStatus.${search.status}`)],
      ['text', t('filters.text'), search.text],
      ['min', t('filters.minBalance'), search.minBalance],
      ['max', t('filters.maxBalance'), search.maxBalance],
    ],
    (key) => debtPaths.list(writeDebtCaseSearch({ ...search, ...cleared[key] })),
  );

  return (
    <FilterPanel
      label={t('filters.label')}
      testId="debt-case-filters"
      onApply={apply}
      onClear={() => void navigate(debtPaths.list())}
      chips={chips}
      moreInvalid={Boolean(errors.min || errors.max)}
      primary={
        <>
          <SelectField
            label={t('labels.stage')}
            name="stage"
            value={stage}
            onValueChange={setStage}
            placeholder={t('filters.any')}
            options={DEBT_CASE_STAGES.map((value) => ({ value, label: t(`enquiryTabs:debtCaseStage.${value}`) }))}
            data-testid="filter-stage"
          />
          <SelectField
            label={t('labels.status')}
            name="status"
            value={status}
            onValueChange={setStatus}
            placeholder={t('filters.any')}
            options={DEBT_CASE_STATUSES.map((value) => ({ value, label: t(`enquiryTabs:debtCaseStatus.${value}`) }))}
            data-testid="filter-status"
          />
          <TextField label={t('filters.text')} name="q" type="search" maxLength={100} autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} data-testid="filter-text" />
        </>
      }
      more={
        <>
          <TextField label={t('filters.minBalance')} name="min" inputMode="decimal" dir="ltr" autoComplete="off" value={min} error={errors.min} onChange={(event) => setMin(event.target.value)} onBlur={() => setMin(normaliseAmount(min))} data-testid="filter-min" />
          <TextField label={t('filters.maxBalance')} name="max" inputMode="decimal" dir="ltr" autoComplete="off" value={max} error={errors.max} onChange={(event) => setMax(event.target.value)} onBlur={() => setMax(normaliseAmount(max))} data-testid="filter-max" />
        </>
      }
    />
  );
}
