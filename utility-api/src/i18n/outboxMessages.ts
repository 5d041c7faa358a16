import type { Language } from '../domain/constants.ts';
import type { OtpPurpose } from '../store/oneTimeCodes.ts';

/** Which message a code travels in; the OTP-session codes of e-mail and SMS read the same. */
type Template = 'login' | 'activation' | 'reset' | 'changeEmail' | 'changeMobile' | 'verification';

const TEMPLATE_OF: Record<OtpPurpose, Template> = {
  login: 'login',
  activation: 'activation',
  reset: 'reset',
  changeEmail: 'changeEmail',
  changeMobile: 'changeMobile',
  sessionEmail: 'verification',
  sessionSms: 'verification',
};

interface Wording {
  subjects: Record<Template, string>;
  /** `{code}` is the code. */
  codeLines: Record<Template, string>;
  /** `{minutes}` is the code's lifetime. */
  validity: string;
  /** `{link}` is the portal path that confirms without typing the code. */
  linkLine: string;
}

const WORDING: Record<Language, Wording> = {
  en: {
    subjects: {
      login: 'Your sign-in code',
      activation: 'Activate your portal account',
      reset: 'Reset your password',
      changeEmail: 'Confirm your new email address',
      changeMobile: 'Confirm your new mobile number',
      verification: 'Your verification code',
    },
    codeLines: {
      login: 'Your sign-in code is {code}.',
      activation: 'Your activation code is {code}.',
      reset: 'Your password reset code is {code}.',
      changeEmail: 'Your code to confirm this email address is {code}.',
      changeMobile: 'Your code to confirm this mobile number is {code}.',
      verification: 'Your verification code is {code}.',
    },
    validity: 'It is valid for {minutes} min. If you did not ask for it, ignore this message.',
    linkLine: 'You can also confirm by opening {link} in the portal.',
  },
  el: {
    subjects: {
      login: 'Ο κωδικός σύνδεσής σας',
      activation: 'Ενεργοποιήστε τον λογαριασμό σας στην πύλη',
      reset: 'Επαναφορά κωδικού πρόσβασης',
      changeEmail: 'Επιβεβαιώστε τη νέα σας διεύθυνση email',
      changeMobile: 'Επιβεβαιώστε τον νέο σας αριθμό κινητού',
      verification: 'Ο κωδικός επαλήθευσής σας',
    },
    codeLines: {
      login: 'Ο κωδικός σύνδεσής σας είναι {code}.',
      activation: 'Ο κωδικός ενεργοποίησής σας είναι {code}.',
      reset: 'Ο κωδικός επαναφοράς του κωδικού πρόσβασης είναι {code}.',
      changeEmail: 'Ο κωδικός επιβεβαίωσης αυτής της διεύθυνσης email είναι {code}.',
      changeMobile: 'Ο κωδικός επιβεβαίωσης αυτού του αριθμού κινητού είναι {code}.',
      verification: 'Ο κωδικός επαλήθευσής σας είναι {code}.',
    },
    validity: 'Ισχύει για {minutes} λεπτά. Αν δεν τον ζητήσατε, αγνοήστε αυτό το μήνυμα.',
    linkLine: 'Μπορείτε επίσης να επιβεβαιώσετε ανοίγοντας το {link} στην πύλη.',
  },
  ru: {
    subjects: {
      login: 'Ваш код для входа',
      activation: 'Активируйте учётную запись портала',
      reset: 'Сброс пароля',
      changeEmail: 'Подтвердите новый адрес электронной почты',
      changeMobile: 'Подтвердите новый номер мобильного телефона',
      verification: 'Ваш код подтверждения',
    },
    codeLines: {
      login: 'Ваш код для входа: {code}.',
      activation: 'Ваш код активации: {code}.',
      reset: 'Ваш код для сброса пароля: {code}.',
      changeEmail: 'Код подтверждения этого адреса: {code}.',
      changeMobile: 'Код подтверждения этого номера: {code}.',
      verification: 'Ваш код подтверждения: {code}.',
    },
    validity: 'Код действует {minutes} мин. Если вы его не запрашивали, проигнорируйте это сообщение.',
    linkLine: 'Также можно подтвердить, открыв {link} на портале.',
  },
  ar: {
    subjects: {
      login: 'رمز تسجيل الدخول الخاص بك',
      activation: 'فعّل حسابك في البوابة',
      reset: 'إعادة تعيين كلمة المرور',
      changeEmail: 'أكّد عنوان بريدك الإلكتروني الجديد',
      changeMobile: 'أكّد رقم هاتفك المحمول الجديد',
      verification: 'رمز التحقق الخاص بك',
    },
    codeLines: {
      login: 'رمز تسجيل الدخول الخاص بك هو {code}.',
      activation: 'رمز التفعيل الخاص بك هو {code}.',
      reset: 'رمز إعادة تعيين كلمة المرور هو {code}.',
      changeEmail: 'رمز تأكيد عنوان البريد الإلكتروني هذا هو {code}.',
      changeMobile: 'رمز تأكيد رقم الهاتف هذا هو {code}.',
      verification: 'رمز التحقق الخاص بك هو {code}.',
    },
    validity: 'صالح لمدة {minutes} دقيقة. إذا لم تطلبه فتجاهل هذه الرسالة.',
    linkLine: 'يمكنك أيضًا التأكيد بفتح {link} في البوابة.',
  },
};

export interface CodeMessage {
  subject: string;
  body: string;
}

const fill = (template: string, params: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/** The e-mail or SMS that carries a code (docs/architecture.md §2 outbox), in the recipient's language. */
export function codeMessage(
  lang: Language,
  purpose: OtpPurpose,
  code: string,
  lifetimeSeconds: number,
  link?: string,
): CodeMessage {
  const wording = WORDING[lang];
  const template = TEMPLATE_OF[purpose];
  const minutes = String(Math.max(1, Math.ceil(lifetimeSeconds / 60)));
  const lines = [fill(wording.codeLines[template], { code }), fill(wording.validity, { minutes })];
  if (link) lines.push(fill(wording.linkLine, { link }));
  return { subject: wording.subjects[template], body: lines.join('\n') };
}
