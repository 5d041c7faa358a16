import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { newCustomerFileProblem } from './fileChecks';
import { NEW_CUSTOMER_FILE_ACCEPT } from './wizardRules';

interface AttachmentsStepProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | null | undefined;
}

/** 002 §2, §5: supporting files, each checked in the browser for its type and the 4,000,000-byte limit. */
export function AttachmentsStep({ files, onChange, error }: AttachmentsStepProps) {
  const { t, i18n } = useTranslation('newCustomer');
  const inputId = useId();
  const [problems, setProblems] = useState<string[]>([]);

  function add(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    const refused = chosen.flatMap((file) => {
      const problem = newCustomerFileProblem(file);
      return problem ? [t(`files.${problem}`, { name: file.name })] : [];
    });
    setProblems(refused);
    onChange([...files, ...chosen.filter((file) => newCustomerFileProblem(file) === null)]);
  }

  const size = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {t('files.label')}
      </label>
      <p className="text-sm text-gray-700">{t('files.rules')}</p>
      <input
        id={inputId}
        type="file"
        multiple
        accept={NEW_CUSTOMER_FILE_ACCEPT}
        data-testid="new-customer-files"
        onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
        }}
        className={`min-h-11 w-full min-w-0 text-sm ${focusRing}`}
      />
      <div role="alert" className="flex flex-col gap-1 text-sm text-red-700">
        {[...problems, ...(error ? [error] : [])].map((problem) => (
          <p key={problem}>{problem}</p>
        ))}
      </div>
      <ul className="flex flex-col gap-2" aria-label={t('files.chosen')}>
        {files.map((file, index) => (
          <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-3 rounded-md border border-gray-300 px-3 py-2">
            <span className="break-all" dir="ltr">
              {file.name} <span className="text-gray-700">({size.format(file.size / 1024)} KB)</span>
            </span>
            <Button variant="ghost" onClick={() => onChange(files.filter((_, at) => at !== index))}>
              {t('files.remove', { name: file.name })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
