import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { FamilyCardLink } from '../../features/applicationFamilies/FamilyCardLink';
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
            <FamilyCardLink
              code={family.code}
              name={family.name}
              summary={family.summary}
              feeText={family.fee ? t('chooser.fee', { amount: family.fee.amount.formatted }) : t('chooser.noFee')}
              testId={`family-${family.code}`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
