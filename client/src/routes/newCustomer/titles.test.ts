import { describe, expect, test } from 'vitest';
import { OTHER_TITLE_ID, chosenTitle, titleOptions } from './titles';

describe('new customer titles (002 §2, §3)', () => {
  test('Greek readers choose from the Greek list, English readers from the English one', () => {
    expect(titleOptions('el').map((title) => title.label)).toEqual(['Κος', 'Κα', 'Δις', 'Δρ', 'Καθ.']);
    expect(titleOptions('en').map((title) => title.label)).toEqual(['Mr.', 'Mrs.', 'Miss', 'Ms.', 'Mx.', 'Dr.', 'Prof.', 'Sir', 'Dame']);
    expect(titleOptions('ar').map((title) => title.label)).not.toContain('Mr.');
  });

  test('Other is id 0 and sends the free text; a listed title is sent as the reader saw it', () => {
    expect(OTHER_TITLE_ID).toBe(0);
    expect(chosenTitle('0', '  Rev. ', 'en')).toBe('Rev.');
    expect(chosenTitle('0', '', 'en')).toBeNull();
    expect(chosenTitle('6', '', 'el')).toBe('Δρ');
    expect(chosenTitle('6', 'ignored', 'en')).toBe('Dr.');
    expect(chosenTitle('', '', 'en')).toBeNull();
  });

  test('one id is one title in every list', () => {
    for (const language of ['el', 'ru', 'ar'] as const) {
      for (const { id } of titleOptions(language)) expect(titleOptions('en').some((title) => title.id === id)).toBe(true);
    }
  });
});
