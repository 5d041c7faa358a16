import type { LocaleCode } from '../../i18n/locales';

/** 002 §2, §3: a title of the list (SelectTitle by id); 'Other' is id 0 and reveals a free-text title. */
export const OTHER_TITLE_ID = 0;

export interface TitleOption {
  id: number;
  label: string;
}

const option = (id: number, label: string): TitleOption => ({ id, label });

/**
 * 002 §2: the English titles and the Greek list the specification names beside them; Russian and Arabic
 * readers get the customary titles of their language. An id means the same title in every list (1 Mr.,
 * 2 Mrs., 3 Miss, 6 Dr., 7 Prof.), so a form filled in one language and sent in another keeps its title.
 */
const TITLES: Readonly<Record<LocaleCode, readonly TitleOption[]>> = {
  en: ['Mr.', 'Mrs.', 'Miss', 'Ms.', 'Mx.', 'Dr.', 'Prof.', 'Sir', 'Dame'].map((label, index) => option(index + 1, label)),
  el: [option(1, 'Κος'), option(2, 'Κα'), option(3, 'Δις'), option(6, 'Δρ'), option(7, 'Καθ.')],
  ru: [option(1, 'Г-н'), option(2, 'Г-жа'), option(6, 'Д-р'), option(7, 'Проф.')],
  ar: [option(1, 'السيد'), option(2, 'السيدة'), option(3, 'الآنسة'), option(6, 'د.'), option(7, 'أ.د.')],
};

/** The list in `language`; Other (id 0) follows it with the screen's own text. */
export function titleOptions(language: LocaleCode): readonly TitleOption[] {
  return TITLES[language];
}

/** The title sent with the application: the listed one in `language`, the free text for Other, else none. */
export function chosenTitle(titleId: string, customTitle: string, language: LocaleCode): string | null {
  if (titleId === '') return null;
  if (Number(titleId) === OTHER_TITLE_ID) return customTitle.trim() || null;
  const id = Number(titleId);
  return (titleOptions(language).find((title) => title.id === id) ?? TITLES.en.find((title) => title.id === id))?.label ?? null;
}
