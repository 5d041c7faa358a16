import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Dialog } from '../../components/Dialog';
import type { SimpleLinkDialog_organisation$key } from './__generated__/SimpleLinkDialog_organisation.graphql';

interface SimpleLinkDialogProps {
  open: boolean;
  onClose: () => void;
  organisation: SimpleLinkDialog_organisation$key;
  /** Appended to links configured with `appendAccount` (000 §3 paymentLinks). */
  accountNumber: string | null;
}

/** The simple-link provider (000 §2): the configured payment links, each with its name and optional icon. */
export function SimpleLinkDialog({ open, onClose, organisation, accountNumber }: SimpleLinkDialogProps) {
  const { t } = useTranslation('payments');
  const { paymentLinks } = useFragment(
    graphql`
      fragment SimpleLinkDialog_organisation on Organisation {
        paymentLinks {
          name
          link
          icon
          appendAccount
        }
      }
    `,
    organisation,
  );
  return (
    <Dialog open={open} title={t('links.title')} closeLabel={t('dialog.close')} onClose={onClose}>
      <ul className="flex flex-col gap-2" data-testid="payment-links">
        {paymentLinks.map((link) => (
          <li key={`${link.name}-${link.link}`}>
            <a
              href={link.appendAccount && accountNumber ? `${link.link}${encodeURIComponent(accountNumber)}` : link.link}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center gap-3 font-semibold text-brand-main underline"
            >
              {link.icon ? <img src={link.icon} alt="" className="size-6" /> : null}
              {link.name}
              <span className="sr-only"> {t('links.newWindow')}</span>
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
