import { useTranslation } from '../../i18n/useTranslation';

export interface ImportReportData {
  readonly importedCount: number;
  readonly rejectedRowCount: number;
  readonly problems: ReadonlyArray<{ readonly row: number; readonly column: string | null | undefined; readonly message: string }>;
}

/** The row-level report of an import: how many rows went in, and each problem of the others. */
export function ImportReport({ report }: { report: ImportReportData }) {
  const { t } = useTranslation('readings');
  return (
    <section aria-labelledby="import-report" className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6" data-testid="import-report">
      <h2 id="import-report" className="text-base font-semibold text-gray-900">{t('halfHour.report.title')}</h2>
      <p role="status" className="text-sm text-gray-900">
        {t('halfHour.report.imported', { count: report.importedCount })} {t('halfHour.report.rejected', { count: report.rejectedRowCount })}
      </p>
      {report.problems.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm text-gray-900">
            <caption className="sr-only">{t('halfHour.report.problems')}</caption>
            <thead className="text-gray-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('halfHour.report.row')}</th>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('halfHour.report.column')}</th>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('halfHour.report.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {report.problems.map((problem, index) => (
                <tr key={`${problem.row}-${problem.column ?? ''}-${index}`} className="border-t border-gray-200">
                  <td className="px-3 py-2 tabular-nums">{problem.row}</td>
                  <td className="px-3 py-2">{problem.column ? t(`halfHour.problemColumns.${problem.column}`) : t('halfHour.problemColumns.ROW')}</td>
                  <td className="px-3 py-2">{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
