import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../../components/focusRing';

/** A download link of a bill's PDF; the gateway names the file, the label names the bill for screen readers. */
export function BillPdfLink({ url, invoiceNumber }: { url: string; invoiceNumber: string }) {
  const { t } = useTranslation('billing');
  return (
    <a
      href={url}
      download
      aria-label={t('bill.downloadLabel', { number: invoiceNumber })}
      className={`inline-flex min-h-10 w-fit items-center gap-1 rounded-md text-sm font-semibold text-brand-main underline ${focusRing}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
        <path d="M10 2a1 1 0 0 1 1 1v8.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V3a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
      </svg>
      {t('bill.download')}
    </a>
  );
}
