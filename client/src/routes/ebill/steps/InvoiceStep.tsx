import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import { useNotify } from '../../../notifications/useNotify';
import { reportUserErrors } from '../../../notifications/userErrors';
import { isValidInvoiceNumber } from '../../../../../shared/invoiceReference';
import { useLookupEbillPropertyMutation } from '../mutations/useLookupEbillPropertyMutation';

interface InvoiceHelp {
  /** Text 110 (invoice help, 001 §7). */
  text: string | null;
  /** Example image of a bill, as a data URL. */
  image: string | null;
}

interface InvoiceStepProps {
  token: string;
  emailCode: string;
  minDigits: number;
  forUnsubscribe: boolean;
  help: InvoiceHelp;
  onFound: (property: { invoiceNumber: string; address: string }) => void;
  onFailed: (message: string) => void;
  onExpired: () => void;
}

/** 001 §2 invoice reference number with its help dialog; 001 §5 digits only, 15 (7 to unsubscribe) at least. */
export function InvoiceStep({ token, emailCode, minDigits, forUnsubscribe, help, onFound, onFailed, onExpired }: InvoiceStepProps) {
  const { t } = useTranslation('ebill');
  const notify = useNotify();
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // An expired session restarts the flow unannounced, so refusals are told here.
  const { run: lookup, inFlight: looking } = useLookupEbillPropertyMutation({ reportRefusals: false });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (looking) return;
    const value = invoiceNumber.trim();
    if (!isValidInvoiceNumber(value, minDigits)) {
      setError(t('errors.invoiceNumber', { count: minDigits }));
      return;
    }
    setError(null);
    const outcome = await lookup({ input: { token, emailCode, invoiceNumber: value, forUnsubscribe } });
    if (outcome.status === 'failed') return onFailed(t('errors.wrongInvoiceNumber'));
    const answer = outcome.payload;
    if (answer.address) {
      onFound({ invoiceNumber: value, address: answer.address });
      return;
    }
    if (answer.userErrors.some((problem) => problem.code === 'SESSION_EXPIRED')) return onExpired();
    const reported = reportUserErrors(answer.userErrors, { fields: ['invoiceNumber'], notify, t, kind: 'error' });
    const message = reported.fieldErrors['invoiceNumber'] ?? answer.userErrors[0]?.message ?? t('errors.wrongInvoiceNumber');
    setError(message);
    onFailed(message);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={looking}>
      <TextField
        label={t('fields.invoiceNumber')}
        name="invoiceNumber"
        inputMode="numeric"
        autoComplete="off"
        value={invoiceNumber}
        onChange={(event) => setInvoiceNumber(event.target.value.replace(/\s+/g, ''))}
        error={error}
        disabled={looking}
        dir="ltr"
      />
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="ghost" onClick={() => setHelpOpen(true)}>
          {t('actions.invoiceHelp')}
        </Button>
        <Button type="submit" disabled={looking || invoiceNumber.trim() === ''}>
          {t('actions.next')}
        </Button>
      </div>
      <Dialog open={helpOpen} title={t('invoiceHelp.title')} closeLabel={t('actions.close')} onClose={() => setHelpOpen(false)}>
        {help.image ? <img src={help.image} alt={t('invoiceHelp.imageAlt')} className="mb-3 w-full rounded border border-gray-200" /> : null}
        <p className="whitespace-pre-line">{help.text ?? t('invoiceHelp.fallback')}</p>
      </Dialog>
    </form>
  );
}
