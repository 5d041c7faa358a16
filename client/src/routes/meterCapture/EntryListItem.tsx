import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { focusRing } from '../../components/focusRing';
import { isolated } from '../../i18n/isolate';
import { formatNumber } from '../../lib/quantity';
import type { EntryListItem_entry$key } from './__generated__/EntryListItem_entry.graphql';
import { StatusBadge } from './StatusBadge';

/** One meter of the walk sheet: a large button that opens it in the capture form. */
export function EntryListItem(props: { entry: EntryListItem_entry$key; selected: boolean; onSelect(): void }) {
  const { t, i18n } = useTranslation('meterCapture');
  const entry = useFragment(
    graphql`
      fragment EntryListItem_entry on MeterCaptureEntry {
        sequence
        meterRef
        address
        reading
        access
        status
      }
    `,
    props.entry,
  );
  return (
    <li>
      <button
        type="button"
        onClick={props.onSelect}
        aria-current={props.selected ? 'true' : undefined}
        className={`flex min-h-14 w-full flex-col gap-1 rounded-md border px-3 py-2 text-start ${props.selected ? 'border-brand-main bg-gray-100 ring-2 ring-brand-main' : 'border-gray-300 bg-white hover:border-brand-main'} ${focusRing}`}
        data-testid="entry-item"
      >
        <span className="flex w-full items-center justify-between gap-2">
          <span className="font-semibold text-gray-900">
            {t('entry.sequence', { sequence: entry.sequence })} · {isolated(entry.meterRef)}
          </span>
          <StatusBadge status={entry.status} />
        </span>
        <span className="text-sm text-gray-700">{isolated(entry.address)}</span>
        {entry.reading != null ? (
          <span className="text-sm text-gray-800">{t('entry.captured', { reading: formatNumber(entry.reading, i18n.language) })}</span>
        ) : entry.access && entry.access !== 'ACCESSIBLE' ? (
          <span className="text-sm text-gray-800">{t(`access.${entry.access}`)}</span>
        ) : null}
      </button>
    </li>
  );
}
