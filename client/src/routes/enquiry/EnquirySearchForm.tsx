import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { FilterPanel } from '../../components/filters/FilterPanel';
import { filterChips } from '../../components/filters/FilterChips';
import { TextField } from '../../components/TextField';
import { CRITERIA, type Criterion, type EnquirySearch, criterionProblem, writeEnquirySearch } from './enquirySearch';
import { enquiryPaths } from '../../lib/enquiryPaths';

const EMPTY = Object.fromEntries(CRITERIA.map((name) => [name, ''])) as Record<Criterion, string>;

/** One search box and, under "More filters", one field per key; searching writes the criteria into the URL. */
export function EnquirySearchForm({ search }: { search: EnquirySearch }) {
  const { t } = useTranslation('enquiry');
  const navigate = useNavigate();
  const [text, setText] = useState(search.text);
  const [criteria, setCriteria] = useState(search.criteria);
  const [submitted, setSubmitted] = useState(false);
  const problems = Object.fromEntries(CRITERIA.map((name) => [name, criterionProblem(name, criteria[name])])) as Record<Criterion, 'tooShort' | null>;
  const invalid = CRITERIA.some((name) => problems[name] !== null);

  const submit = () => {
    setSubmitted(true);
    if (invalid) return;
    navigate(enquiryPaths.search(writeEnquirySearch({ ...search, text, criteria })));
  };
  const clear = () => {
    setText('');
    setCriteria(EMPTY);
    setSubmitted(false);
    navigate(enquiryPaths.search());
  };
  const chips = filterChips(
    [['q', t('search.text'), search.text], ...CRITERIA.map((name) => [name, t(`fields.${name}`), search.criteria[name]] as const)],
    (key) => enquiryPaths.search(writeEnquirySearch(key === 'q' ? { ...search, text: '' } : { ...search, criteria: { ...search.criteria, [key]: '' } })),
  );

  return (
    <FilterPanel
      label={t('search.title')}
      testId="enquiry-form"
      role="search"
      onApply={submit}
      onClear={clear}
      applyLabel={t('search.submit')}
      chips={chips}
      moreInvalid={submitted && invalid}
      primary={
        <TextField
          label={t('search.text')}
          name="q"
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          placeholder={t('search.textHint')}
          onChange={(event) => setText(event.target.value)}
        />
      }
      more={
        <div className="flex flex-col gap-3">
          <p className="text-sm text-gray-700">{t('search.advancedHint')}</p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {CRITERIA.map((name) => (
              <TextField
                key={name}
                label={t(`fields.${name}`)}
                name={name}
                value={criteria[name]}
                maxLength={100}
                autoComplete="off"
                error={submitted && problems[name] ? t(`search.${problems[name]}`) : null}
                onChange={(event) => setCriteria((current) => ({ ...current, [name]: event.target.value }))}
              />
            ))}
          </div>
        </div>
      }
    />
  );
}
