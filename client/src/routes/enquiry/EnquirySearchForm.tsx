import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { TextField } from '../../components/TextField';
import { CRITERIA, type Criterion, type EnquirySearch, criterionProblem, writeEnquirySearch } from './enquirySearch';
import { enquiryPaths } from '../../lib/enquiryPaths';

const EMPTY = Object.fromEntries(CRITERIA.map((name) => [name, ''])) as Record<Criterion, string>;

/** One search box and, under "Advanced", one field per key; searching writes the criteria into the URL. */
export function EnquirySearchForm({ search }: { search: EnquirySearch }) {
  const { t } = useTranslation('enquiry');
  const navigate = useNavigate();
  const [text, setText] = useState(search.text);
  const [criteria, setCriteria] = useState(search.criteria);
  const [submitted, setSubmitted] = useState(false);
  const problems = Object.fromEntries(CRITERIA.map((name) => [name, criterionProblem(name, criteria[name])])) as Record<Criterion, 'tooShort' | null>;
  const advancedOpen = CRITERIA.some((name) => search.criteria[name] !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (CRITERIA.some((name) => problems[name] !== null)) return;
    navigate(enquiryPaths.search(writeEnquirySearch({ ...search, text, criteria })));
  };
  const clear = () => {
    setText('');
    setCriteria(EMPTY);
    setSubmitted(false);
    navigate(enquiryPaths.search());
  };

  return (
    <form role="search" aria-label={t('search.title')} onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="enquiry-form">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
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
        </div>
        <div className="flex gap-2">
          <Button type="submit">{t('search.submit')}</Button>
          <Button variant="secondary" onClick={clear}>
            {t('search.clear')}
          </Button>
        </div>
      </div>
      <Disclosure defaultOpen={advancedOpen}>
        <DisclosureButton className={`self-start rounded px-1 text-sm font-semibold text-brand-main underline ${focusRing}`}>
          {t('search.advanced')}
        </DisclosureButton>
        <DisclosurePanel className="flex flex-col gap-3 rounded-md border border-gray-300 bg-white p-3" data-testid="enquiry-advanced">
          <p className="text-sm text-gray-700">{t('search.advancedHint')}</p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
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
        </DisclosurePanel>
      </Disclosure>
    </form>
  );
}
