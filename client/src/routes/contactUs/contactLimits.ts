/** Limits of the contact form, the gateway's (`sendContactMessage`): checked here too, to say so before sending. */
export const SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 4000;
