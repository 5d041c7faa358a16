import { useTranslation } from '../i18n/useTranslation';
import { uploadPercent } from '../relay/uploadProgress';
import { useUploadProgress } from '../relay/useUploadProgress';

/**
 * The progress of the files being uploaded (002 §2 "Upload progress is shown"): a progress bar with its
 * percentage, shown while a multipart request is sent (relay/fetchGraphQL.ts reports the bytes sent).
 * `label` names what is uploaded; nothing is rendered while no upload runs.
 */
export function UploadProgress({ label }: { label: string }) {
  const progress = useUploadProgress();
  const { i18n } = useTranslation();
  if (!progress) return null;
  const percent = uploadPercent(progress);
  // Western digits, like the money and dates of 002 §9.
  const text = new Intl.NumberFormat(i18n.language, { style: 'percent', numberingSystem: 'latn' }).format(percent / 100);
  return (
    <div className="flex flex-col gap-1" data-testid="upload-progress">
      <div className="flex justify-between gap-3 text-sm text-gray-800">
        <span>{label}</span>
        <span aria-hidden="true">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full bg-brand-main" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
