import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';

interface FamilyCardLinkProps {
  code: string;
  name: string;
  summary: string;
  /** What it costs, as the list says it; null to say nothing. */
  feeText: string | null;
  testId: string;
}

/** A family offered, with its summary and fee: starts /apply/{code} (docs/applicationFamilies.md). */
export function FamilyCardLink({ code, name, summary, feeText, testId }: FamilyCardLinkProps) {
  return (
    <Link
      to={`/apply/${encodeURIComponent(code)}`}
      className={`flex h-full flex-col gap-2 rounded-md border border-gray-300 bg-white p-4 hover:bg-gray-50 ${focusRing}`}
      data-testid={testId}
    >
      <span className="font-semibold text-brand-main underline">{name}</span>
      <span className="text-sm text-gray-700">{summary}</span>
      {feeText === null ? null : <span className="mt-auto text-sm font-medium text-gray-900">{feeText}</span>}
    </Link>
  );
}
