import { useTranslation } from '../../i18n/useTranslation';
import { pageWindow } from '../../lib/paging';
import { Button } from '../Button';
import { PageSizeSelect } from './PageSizeSelect';

interface PaginatorProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Pages of a list held in the browser: 002 §2, §9 page sizes 10, 25, 50 and 100 and five page numbers. */
export function Paginator({ total, page, pageSize, onPage, onPageSize }: PaginatorProps) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('paginator.label')} className="flex flex-wrap items-end gap-2">
      <div className="w-28">
        <PageSizeSelect label={t('paginator.pageSize')} value={pageSize} onChange={onPageSize} />
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
