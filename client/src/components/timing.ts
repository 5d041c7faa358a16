/** Times of the sign-in and account screens, named once with their spec sections. */

/** 000 §4, §9: the captcha shakes for 1.2 s when an action needs it first. */
export const CAPTCHA_SHAKE_MS = 1_200;
/** 000 §9: after activation or a password reset the page goes to /login after 3 s. */
export const REDIRECT_AFTER_MS = 3_000;
/** 001 §9: phone validation is debounced by 1 s. */
export const PHONE_DEBOUNCE_MS = 1_000;
/** 001 §9: the identity-number check is debounced by 3 s. */
export const ID_NUMBER_DEBOUNCE_MS = 3_000;
/** 001 §9: change-email messages hide after 3 s, completion errors after 5 s. */
export const CHANGE_EMAIL_MESSAGE_MS = 3_000;
export const CHANGE_EMAIL_ERROR_MS = 5_000;
/** 001 §8, §9: change-mobile warnings last 5 s and the screen returns to the previous page after 5 s. */
export const CHANGE_MOBILE_MESSAGE_MS = 5_000;
export const CHANGE_MOBILE_RETURN_MS = 5_000;
/** Not in the spec: how long the captcha provider's widget may take to load before the page says it cannot. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 20_000;
