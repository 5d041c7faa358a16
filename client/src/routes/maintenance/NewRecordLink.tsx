import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';

/** The primary "New …" link of a maintenance list. */
export function NewRecordLink({ to, label, testId }: { to: string; label: string; testId: string }) {
  return (
    <Link to={to} className={`inline-flex min-h-10 items-center rounded-md bg-brand-main px-4 py-2 text-sm font-semibold text-white ${focusRing}`} data-testid={testId}>
      {label}
    </Link>
  );
}
