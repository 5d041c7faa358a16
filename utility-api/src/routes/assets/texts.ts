import type { FastifyRequest } from 'fastify';
import { STATUS_FAILED } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { FieldProblem } from '../../store/assetsRules.ts';
import type { PropertyProblem } from '../../store/elementProperties.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/assets.json' with { type: 'json' };
import el from '../../locales/el/assets.json' with { type: 'json' };
import ru from '../../locales/ru/assets.json' with { type: 'json' };
import ar from '../../locales/ar/assets.json' with { type: 'json' };

type Key = FieldProblem | PropertyProblem | 'assetNotFound' | 'assessmentNotFound' | 'elementNotFound' | 'parkNotFound' | 'invalidData';

/** Texts of the asset, element property and PV park calls, in the request language (002 §8 "Mandatory Field", "Invalid Data"). */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export function assetText(request: FastifyRequest, key: Key): string {
  return catalogText(TEXTS, requestLanguage(request), key);
}

/** A refused save (status 1): the first problem as `text`, every problem by request field in `errors` with its `problem` key. */
export function refusal(request: FastifyRequest, found: ReadonlyArray<{ field: string; problem: Key }>) {
  const errors = found.map((issue) => ({ field: issue.field, problem: issue.problem, text: assetText(request, issue.problem) }));
  return { status: STATUS_FAILED, text: errors[0]?.text ?? assetText(request, 'invalidData'), errors };
}

;
