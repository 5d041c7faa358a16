import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Dialog } from '../../components/Dialog';
import { Paginator } from '../../components/table/Paginator';
import { PAGE_SIZES } from '../../lib/paging';

interface LongValuePickerProps {
  open: boolean;
  title: string;
  items: ReadonlyArray<{ readonly itemId: number; readonly name: string }>;
  onPick: (itemId: number) => void;
  onClose: () => void;
}

/** 002 §2: a dialog listing lookup values in full, for names too long for a select, with the paginator. */
export function LongValuePicker({ open, title, items, onPick, onClose }: LongValuePickerProps) {
  const { t } = useTranslation('newCustomer');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const shown = items.slice((page - 1) * pageSize, page * pageSize);
  return (
    <Dialog open={open} title={title} closeLabel={t('close')} onClose={onClose}>
      <ul className="flex max-h-96 flex-col gap-1 overflow-y-auto">
        {shown.map((item) => (
          <li key={item.itemId}>
            <button
              type="button"
              onClick={() => onPick(item.itemId)}
              className="min-h-11 w-full rounded-md px-3 py-2 text-start text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-main"
            >
              {item.name}
            </button>
          </li>
        ))}
      </ul>
      <Paginator
        total={items.length}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </Dialog>
  );
}
