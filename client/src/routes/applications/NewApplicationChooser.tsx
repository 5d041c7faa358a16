import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { useTranslation } from '../../i18n/useTranslation';
import type { NewApplicationChooser_families$key } from './__generated__/NewApplicationChooser_families.graphql';

/** "New application": the application families the utility enables, each with its summary and fee; one starts /apply/{code}. */
export function NewApplicationChooser(props: { families: NewApplicationChooser_families$key }) {
  const { t } = useTranslation('applicationFamilies');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const families = useFragment(
    graphql`
      fragment NewApplicationChooser_families on ApplicationFamily @relay(plural: true) {
        code
        name
        summary
        fee {
          amount {
            formatted
          }
        }
      }
    `,
    props.families,
  );
  if (families.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" aria-label={t('chooser.title')}>
      <Button className="self-start" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((shown) => !shown)} data-testid="new-application">
        {t('chooser.open')}
      </Button>
      <ul id={listId} hidden={!open} className="grid gap-3 sm:grid-cols-2" data-testid="family-chooser">
        {families.map((family) => (
          <li key={family.code}>
            <Link
              to={`/apply/${encodeURIComponent(family.code)}`}
              className={`flex h-full flex-col gap-2 rounded-md border border-gray-300 bg-white p-4 hover:bg-gray-50 ${focusRing}`}
              data-testid={`family-${family.code}`}
            >
              <span className="font-semibold text-brand-main underline">{family.name}</span>
              <span className="text-sm text-gray-700">{family.summary}</span>
              <span className="mt-auto text-sm font-medium text-gray-900">
                {family.fee ? t('chooser.fee', { amount: family.fee.amount.formatted }) : t('chooser.noFee')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
