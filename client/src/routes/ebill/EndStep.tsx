import { useTranslation } from '../../i18n/useTranslation';

/** 001 §2 end: the success text. */
export function EndStep({ text }: { text: string }) {
  const { t } = useTranslation('ebill');
  return (
    <div role="status" className="rounded-md bg-green-50 p-4 text-green-900" data-testid="ebill-end">
      <p className="font-semibold">{t('end.title')}</p>
      <p className="mt-1">{text}</p>
    </div>
  );
}
