import { graphql, useFragment } from 'react-relay/hooks';
import { LegalTermsCheckbox } from '../../components/inputs/LegalTermsCheckbox';
import type { LegalTermsField_query$key } from './__generated__/LegalTermsField_query.graphql';

interface LegalTermsFieldProps {
  query: LegalTermsField_query$key;
  label: string;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  disabled?: boolean;
}

/** 000 §2, 001 §4: the legal-terms acceptance of the login page, with the terms in the page's language. */
export function LegalTermsField({ query, label, accepted, onChange, disabled }: LegalTermsFieldProps) {
  const data = useFragment(
    graphql`
      fragment LegalTermsField_query on Query {
        # eslint-disable-next-line relay/unused-fields -- LegalTermsCheckbox (components/inputs) shows the terms and keeps their hash
        legalTerms {
          hash
          paragraphs {
            title
            subtitle
            text
          }
        }
      }
    `,
    query,
  );
  return <LegalTermsCheckbox terms={data.legalTerms} label={label} accepted={accepted} onChange={onChange} disabled={disabled} />;
}
