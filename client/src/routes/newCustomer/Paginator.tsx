import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { PAGE_NUMBERS_SHOWN, PAGE_SIZES } from './wizardRules';
import { SelectField } from '../../components/SelectField';

interface PaginatorProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** The five page numbers around the current page (002 §2). */
export function pageWindow(page: number, pages: number): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(PAGE_NUMBERS_SHOWN / 2), pages - PAGE_NUMBERS_SHOWN + 1));
  return Array.from({ length: Math.min(PAGE_NUMBERS_SHOWN, pages) }, (_, index) => start + index);
}

/** 002 §2, §9: page sizes 10, 25, 50 and 100 and five page numbers. */
export function Paginator({ total, page, pageSize, onPage, onPageSize }: PaginatorProps) {
  const { t } = useTranslation('newCustomer');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('paginator.label')} className="flex flex-wrap items-end gap-2">
      <div className="w-28">
        <SelectField label={t('paginator.pageSize')} value={String(pageSize)} onValueChange={(value) => onPageSize(Number(value))} options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))} />
      </div>
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('paginator.previous')}
      </Button>
      {pageWindow(page, pages).map((number) => (
        <Button key={number} variant={number === page ? 'primary' : 'ghost'} aria-current={number === page ? 'page' : undefined} aria-label={t('paginator.page', { page: number })} onClick={() => onPage(number)}>
          {number}
        </Button>
      ))}
      <Button variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('paginator.next')}
      </Button>
    </nav>
  );
}
