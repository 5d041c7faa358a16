import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../focusRing';
import { useLatest } from './useLatest';
import { legalTermsStorage } from './legalTermsStorage';
import type { Paragraph } from '../Paragraphs';

/** The full-screen text's dialog code (focus trap, portal) loads when the text first opens. */
const LegalTextDialog = lazy(() => import('./LegalTextDialog').then((module) => ({ default: module.LegalTextDialog })));

interface LegalTermsCheckboxProps {
  /** The terms in the page's language, or null when they could not be loaded. */
  terms: { hash: string; paragraphs: readonly Paragraph[] } | null;
  /** The link text: terms of use or privacy policy. */
  label: string;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  disabled?: boolean;
}

/**
 * 001 §2, §4 legal terms: a checkbox with a link to the full text. A stored acceptance counts only while
 * its hash equals the current text's; otherwise (or when the terms cannot be loaded) it is cleared and
 * the text opens.
 */
export function LegalTermsCheckbox({ terms, label, accepted, onChange, disabled }: LegalTermsCheckboxProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hash = terms?.hash ?? null;
  const onChangeRef = useLatest(onChange);

  useEffect(() => {
    if (hash && legalTermsStorage.isAccepted(hash)) {
      onChangeRef.current(true);
      return;
    }
    legalTermsStorage.clear();
    onChangeRef.current(false);
    setOpen(true);
  }, [hash, onChangeRef]);

  function decide(accept: boolean) {
    if (accept && hash) legalTermsStorage.accept(hash);
    else legalTermsStorage.clear();
    onChange(accept && hash !== null);
    setOpen(false);
  }

  return (
    <div className="flex min-h-10 items-center gap-3 text-sm text-gray-800">
      <input
        id="legal-terms"
        type="checkbox"
        checked={accepted}
        disabled={disabled || hash === null}
        onChange={(event) => decide(event.target.checked)}
        className={`size-5 accent-brand-main ${focusRing}`}
      />
      <label htmlFor="legal-terms">{t('inputs.legal.accept')}</label>
      <button type="button" onClick={() => setOpen(true)} className={`rounded px-1 text-brand-main underline underline-offset-2 ${focusRing}`}>
        {label}
      </button>
      {open && terms !== null ? (
        <Suspense fallback={null}>
          <LegalTextDialog open title={label} paragraphs={terms.paragraphs} onAccept={() => decide(true)} onDecline={() => decide(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
