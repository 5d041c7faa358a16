import type { Language } from '../../domain/constants.ts';

/**
 * What the holders of a property are told when its statement delivery changes, so that a change nobody
 * asked for is noticed. `{reference}`, `{address}` and `{email}` (masked) are filled in.
 */
const NOTICES = {
  en: {
    subject: 'The delivery of your bills has changed',
    registeredMail: 'The bills of property {reference} ({address}) will now be sent by e-mail to {email}. If you did not ask for this, please contact us.',
    unsubscribedMail: 'Property {reference} ({address}) no longer receives its bills by e-mail. If you did not ask for this, please contact us.',
    registeredSms: 'Bills of property {reference} now go by e-mail to {email}. Not you? Please contact us.',
    unsubscribedSms: 'Property {reference} no longer receives e-bills. Not you? Please contact us.',
  },
  el: {
    subject: 'Η αποστολή των λογαριασμών σας άλλαξε',
    registeredMail: 'Οι λογαριασμοί του ακινήτου {reference} ({address}) θα αποστέλλονται πλέον με email στο {email}. Αν δεν το ζητήσατε, επικοινωνήστε μαζί μας.',
    unsubscribedMail: 'Το ακίνητο {reference} ({address}) δεν λαμβάνει πλέον τους λογαριασμούς του με email. Αν δεν το ζητήσατε, επικοινωνήστε μαζί μας.',
    registeredSms: 'Οι λογαριασμοί του ακινήτου {reference} αποστέλλονται πλέον με email στο {email}. Δεν ήσασταν εσείς; Επικοινωνήστε μαζί μας.',
    unsubscribedSms: 'Το ακίνητο {reference} δεν λαμβάνει πλέον ηλεκτρονικούς λογαριασμούς. Δεν ήσασταν εσείς; Επικοινωνήστε μαζί μας.',
  },
  ru: {
    subject: 'Способ доставки ваших счетов изменён',
    registeredMail: 'Счета по объекту {reference} ({address}) теперь будут отправляться по электронной почте на {email}. Если вы этого не запрашивали, свяжитесь с нами.',
    unsubscribedMail: 'Объект {reference} ({address}) больше не получает счета по электронной почте. Если вы этого не запрашивали, свяжитесь с нами.',
    registeredSms: 'Счета по объекту {reference} теперь отправляются на {email}. Это были не вы? Свяжитесь с нами.',
    unsubscribedSms: 'Объект {reference} больше не получает электронные счета. Это были не вы? Свяжитесь с нами.',
  },
  ar: {
    subject: 'تغيّرت طريقة إرسال فواتيرك',
    registeredMail: 'ستُرسل فواتير العقار {reference} ({address}) من الآن بالبريد الإلكتروني إلى {email}. إذا لم تطلب ذلك، يرجى التواصل معنا.',
    unsubscribedMail: 'لم يعد العقار {reference} ({address}) يتلقى فواتيره بالبريد الإلكتروني. إذا لم تطلب ذلك، يرجى التواصل معنا.',
    registeredSms: 'تُرسل فواتير العقار {reference} الآن بالبريد الإلكتروني إلى {email}. لست أنت؟ يرجى التواصل معنا.',
    unsubscribedSms: 'لم يعد العقار {reference} يتلقى الفواتير الإلكترونية. لست أنت؟ يرجى التواصل معنا.',
  },
} as const;

export type DeliveryNoticeKey = keyof (typeof NOTICES)['en'];

export function deliveryNoticeText(lang: Language, key: DeliveryNoticeKey, values: Record<string, string>): string {
  return NOTICES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
