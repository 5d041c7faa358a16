import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { type ImportReportData, ImportReport } from './ImportReport';
import { PHOTO_MAX_BYTES } from '../../lib/readingValidation';
import { useImportHalfHourConsumptionMutation } from './useImportHalfHourConsumptionMutation';
import { useViewOnly } from '../../components/viewOnly';

/** Same 4 MB limit as reading photos (`002 §9`). */
const SHEET_MAX_BYTES = PHOTO_MAX_BYTES;

/** Upload of the filled template, with a progress indicator while it is sent and the report after. */
export function HalfHourUpload({ accountId }: { accountId: string }) {
  const { t } = useTranslation('readings');
  const inputId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReportData | null>(null);
  // A refusal is told under the file input; a failed request as a notification with its reason.
  const viewOnly = useViewOnly();
  const { run: upload, inFlight: busy } = useImportHalfHourConsumptionMutation({ reportRefusals: false, failed: (failure) => failure.message });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setError(t('halfHour.upload.required'));
    if (!file.name.toLowerCase().endsWith('.xlsx')) return setError(t('halfHour.upload.type'));
    if (file.size > SHEET_MAX_BYTES) return setError(t('halfHour.upload.tooBig'));
    setError(null);
    setReport(null);
    const outcome = await upload({ input: { accountId, file: null } }, { uploadables: { 'input.file': file } });
    if (outcome.status === 'failed') return;
    const result = outcome.payload;
    const problem = result.userErrors[0];
    if (problem) return setError(problem.message);
    if (result.report) setReport(result.report);
  }

  return (
    <>
      <form onSubmit={submit} noValidate aria-busy={busy} className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6">
        <label htmlFor={inputId} className="text-sm font-medium text-gray-800">{t('halfHour.upload.label')}</label>
        <input
          id={inputId}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          disabled={busy || viewOnly}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className={`text-sm text-gray-800 file:me-3 file:rounded-md file:border-0 file:bg-gray-200 file:px-3 file:py-2 ${focusRing}`}
        />
        {error ? <p id={errorId} className="text-sm text-red-700">{error}</p> : null}
        {busy ? (
          <div role="status" className="flex items-center gap-3 text-sm text-gray-800">
            <progress className="h-2 w-48 accent-brand-main" aria-label={t('halfHour.upload.progress')} />
            {t('halfHour.upload.progress')}
          </div>
        ) : null}
        <Button type="submit" className="self-start" disabled={busy}>{t('halfHour.upload.send')}</Button>
      </form>
      {report ? <ImportReport report={report} /> : null}
    </>
  );
}
