/**
 * The offline stand-in for reCAPTCHA (000 §4): the reference utility API uses a reference site key and
 * passes only its test token (utility-api/README.md, ValidateReCaptchaKey).
 */
export const REFERENCE_CAPTCHA_SITE_KEY = 'reference-site-key';
export const REFERENCE_CAPTCHA_TOKEN = 'reference-captcha-pass';
