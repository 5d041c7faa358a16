import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { MAX_MESSAGE_ATTACHMENTS, MESSAGE_ATTACHMENT_ACCEPT, fileProblem } from './fileChecks';

interface AttachmentPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** Attachments the message keeps besides `files` (edit dialog). */
  keptCount?: number;
  /** A problem the gateway reported for these files. */
  serverError?: string | null;
  disabled?: boolean;
}

/** Picks up to 3 message attachments, refusing in the browser what the gateway would refuse (002 §5). */
export function AttachmentPicker({ files, onChange, keptCount = 0, serverError, disabled }: AttachmentPickerProps) {
  const { t } = useTranslation('messages');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const count = keptCount + files.length;
  const full = count >= MAX_MESSAGE_ATTACHMENTS;

  const add = (chosen: FileList | null) => {
    const accepted = [...files];
    let refused: string | null = null;
    for (const file of Array.from(chosen ?? [])) {
      const found = fileProblem(file, keptCount + accepted.length);
      if (found === null) accepted.push(file);
      else refused ??= t(`files.${found}`, { name: file.name, max: MAX_MESSAGE_ATTACHMENTS });
    }
    setProblem(refused);
    onChange(accepted);
    if (input.current) input.current.value = '';
  };
  const error = problem ?? serverError ?? null;

  return (
    <div className="flex flex-col gap-2">
      <input
        ref={input}
        type="file"
        multiple
        accept={MESSAGE_ATTACHMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="attachment-input"
        onChange={(event) => add(event.target.files)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" mutates disabled={disabled || full} aria-describedby={error ? errorId : undefined} onClick={() => input.current?.click()}>
          {t('files.add')}
        </Button>
        <span className="text-sm text-gray-600">{t('files.rules', { count, max: MAX_MESSAGE_ATTACHMENTS })}</span>
      </div>
      {full ? <p className="text-sm text-gray-700" role="status">{t('files.maximum', { max: MAX_MESSAGE_ATTACHMENTS })}</p> : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700" data-testid="attachment-error">
          {error}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={t('files.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-2 text-sm text-gray-800">
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <Button variant="ghost" mutates disabled={disabled} onClick={() => onChange(files.filter((_, other) => other !== index))}>
                {t('files.remove', { name: file.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
