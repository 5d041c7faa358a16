import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { typedDayOf } from '../../../../../shared/days';
import { Button } from '../../../components/Button';
import { DetailList } from '../../../components/DetailList';
import { focusRing } from '../../../components/focusRing';
import { Section } from '../../../components/Section';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNotify } from '../../../notifications/useNotify';
import type { IssuedDocumentPanel_document$key } from './__generated__/IssuedDocumentPanel_document.graphql';

/** Fetches the PDF and hands it to the browser, so that a failed download says so (`002 §8` Download Error). */
async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The licence or permit issued for the application: its reference, validity, verification code and PDF. */
export function IssuedDocumentPanel(props: { document: IssuedDocumentPanel_document$key }) {
  const { t } = useTranslation('applicationFamilies');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const issued = useFragment(
    graphql`
      fragment IssuedDocumentPanel_document on IssuedApplicationDocument {
        reference
        verificationCode
        issuedOn
        validUntil
        downloadPath
      }
    `,
    props.document,
  );
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(issued.downloadPath, `${issued.reference.replace(/[^\w-]+/g, '-')}.pdf`);
    } catch {
      notify('error', t('errors.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t('issued.title')} testId="issued-document">
      <DetailList
        layout="pairs"
        items={[
          { label: t('verify.reference'), value: <bdi dir="ltr">{issued.reference}</bdi>, testId: 'issued-reference' },
          [t('verify.issuedOn'), typedDayOf(issued.issuedOn)],
          [t('verify.validUntil'), issued.validUntil ? typedDayOf(issued.validUntil) : t('verify.noExpiry')],
          [t('issued.code'), <bdi dir="ltr" key="code" data-testid="verification-code">{issued.verificationCode}</bdi>],
        ]}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button onClick={() => void download()} disabled={busy} data-testid="download-issued">
          {t('issued.download')}
        </Button>
        <Link to={`/verify/${encodeURIComponent(issued.verificationCode)}`} className={`text-sm text-brand-main underline ${focusRing}`}>
          {t('issued.verify')}
        </Link>
      </div>
    </Section>
  );
}
