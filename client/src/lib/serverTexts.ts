/** Server text ids the shared screens read (000 §7, 001 §7), beside the ones a single screen names itself. */
export const SERVER_TEXT = {
  returnLinkText: 47,
  returnUrl: 48,
  passwordRulesTooltip: 56,
  accountEmailTooltip: 60,
  passwordMessage: 86,
} as const;

/** The text of `id` in a `texts(ids:)` answer, or null when the utility has none (blank counts as none). */
export function serverText(texts: ReadonlyArray<{ readonly textId: number; readonly text: string | null | undefined }>, id: number): string | null {
  return texts.find((item) => item.textId === id)?.text?.trim() || null;
}
