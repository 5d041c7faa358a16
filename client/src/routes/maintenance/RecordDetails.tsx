import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { formatDateTime } from '../../i18n/format';
import { RaisedJobCards } from './RaisedJobCards';
import type { RecordStatus } from './search';
import { StepBadge } from './StepBadge';
import { CodeName } from './CodeName';

interface Element {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly station: { readonly id: string; readonly code: string; readonly name: string } | null | undefined;
}

/** The station and element a saved record's form starts with (an element without a station is a station). */
export const recordPlace = (element: Element | null | undefined) => ({
  stationId: element ? (element.station?.id ?? element.id) : null,
  elementId: element?.id ?? null,
});

/** The station a saved record's form shows (an element without a station is a station). */
export const recordStation = (element: Element | null | undefined) => (element ? (element.station ?? element) : null);

/** The status a saved record's form starts with. */
export const recordStatus = (status: string): RecordStatus => (status === 'CLOSED' ? 'CLOSED' : 'OPEN');

interface ScreenProps {
  /** The tab of the job cards screen the back link returns to. */
  backTo: string;
  /** The record, or null when none has the id of the address. */
  children: ReactNode | null;
  notFound: string;
}

/** A saved investigation's or problem log's screen: back to its tab, then the record, or a not-found notice. */
export function RecordScreen({ backTo, children, notFound }: ScreenProps) {
  const { t } = useTranslation('maintenance');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <Link to={backTo} className={`self-start text-sm text-brand-main underline ${focusRing}`}>
        {t('detail.back')}
      </Link>
      {children ?? <EmptyState title={t('detail.notFoundTitle')} description={notFound} />}
    </div>
  );
}

interface DetailsProps {
  title: string;
  organisation: string;
  status: string;
  /** Shown after the status (source, application). */
  origin?: ReactNode;
  element: Element | null | undefined;
  reportedOn: string;
  reportedBy: string | null | undefined;
  jobCards: { readonly edges: ReadonlyArray<{ readonly node: Parameters<typeof RaisedJobCards>[0]['cards'][number] }> };
  /** The record's form. */
  children: ReactNode;
}

/** A saved record's heading and facts, its form, and the job cards raised from it. */
export function RecordDetails(props: DetailsProps) {
  const { t } = useTranslation('maintenance');
  const { element } = props;
  return (
    <>
      <div className="flex flex-col gap-2">
        <PageTitle suffix={props.organisation}>{props.title}</PageTitle>
        <p className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
          <StepBadge value={props.status} kind="status" />
          {props.origin}
          {element ? <CodeName code={element.code} name={element.name} /> : null}
          <span>
            {t('fields.reportedOn')} <time dir="ltr" dateTime={props.reportedOn}>{formatDateTime(props.reportedOn)}</time>
          </span>
          {props.reportedBy ? <span>{props.reportedBy}</span> : null}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">{props.children}</div>
        <RaisedJobCards cards={props.jobCards.edges.map((edge) => edge.node)} />
      </div>
    </>
  );
}

interface NewProps {
  backTo: string;
  title: string;
  organisation: string;
  /** The new record's form. */
  children: ReactNode;
}

/** A new investigation's or problem log's screen: back to its tab, the title, the form. */
export function NewRecordScreen({ backTo, title, organisation, children }: NewProps) {
  const { t } = useTranslation('maintenance');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-4 sm:p-6">
      <Link to={backTo} className={`self-start text-sm text-brand-main underline ${focusRing}`}>
        {t('detail.back')}
      </Link>
      <PageTitle suffix={organisation}>{title}</PageTitle>
      {children}
    </div>
  );
}
