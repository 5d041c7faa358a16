import { graphql, readInlineData } from 'relay-runtime';
import type { TFunction } from '../../i18n/i18n';
import type { sampleOptions_point$key } from './__generated__/sampleOptions_point.graphql';

/** Schema enum values of a sample's fields, in the order the forms offer them. */
export const SAMPLE_STATUSES = ['COLLECTED', 'SENT_TO_LAB', 'RESULTS_ENTERED'] as const;
export const SAMPLE_RESULTS = ['PASS', 'FAIL'] as const;
export const APPEARANCES = ['CLEAR', 'TURBID'] as const;
export const ODOURS = ['NONE', 'CHLORINE', 'OTHER'] as const;
export const ACCEPTABILITY = ['ACCEPTABLE', 'NOT_ACCEPTABLE'] as const;

/** Options of a select from enum values, labelled `<group>.<value>` in the measurements namespace. */
export const optionsOf = (values: readonly string[], group: string, t: TFunction) => values.map((value) => ({ value, label: t(`${group}.${value}`) }));

/** The sampling points a form offers: element code, point name, each by its id. */
export const samplingPointOptions = (points: ReadonlyArray<sampleOptions_point$key>) =>
  points.map((pointRef) => {
    const point = readInlineData(
      graphql`
        fragment sampleOptions_point on SamplingPoint @inline {
          samplingPointId
          name
          element {
            code
            name
          }
        }
      `,
      pointRef,
    );
    return { value: String(point.samplingPointId), label: `${point.element.code} · ${point.name} (${point.element.name})` };
  });
