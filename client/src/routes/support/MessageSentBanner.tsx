import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { MESSAGE_SENT_BANNER_MS } from './supportRules';

/** 001 §4: 'message sent' shows for 30 seconds (001 §9), then the form is offered again. */
export function MessageSentBanner({ reference, onHide }: { reference: string; onHide: () => void }) {
  const { t } = useTranslation('support');
  useEffect(() => {
    const timer = window.setTimeout(onHide, MESSAGE_SENT_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [onHide]);
  return (
    <div data-testid="support-sent" className="rounded-md border border-emerald-700/40 bg-emerald-50 p-4 text-emerald-950">
      <p className="font-semibold">{t('sent.title')}</p>
      <p>
        {t('sent.reference')} <strong dir="ltr">{reference}</strong>
      </p>
    </div>
  );
}
