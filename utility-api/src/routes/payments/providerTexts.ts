import { isLanguage, type Language } from '../../domain/constants.ts';

/** Every text of the sandbox provider's hosted page, in the portal's four languages (en, el, ru, ar). */
const TEXTS = {
  en: {
    title: 'Sandbox card payment',
    amount: 'Amount:',
    testCards: 'Test cards: {approved} is approved, {rejected} is rejected; any future expiry and CVC.',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay {amount}',
    cancel: 'Cancel and return',
    wrongCard: 'Enter one of the sandbox test card numbers.',
    wrongExpiry: 'Enter a future expiry date as MM/YY.',
    wrongCvc: 'Enter the 3 or 4 digit CVC.',
  },
  el: {
    title: 'Δοκιμαστική πληρωμή με κάρτα',
    amount: 'Ποσό:',
    testCards: 'Δοκιμαστικές κάρτες: η {approved} εγκρίνεται, η {rejected} απορρίπτεται· οποιαδήποτε μελλοντική λήξη και CVC.',
    cardNumber: 'Αριθμός κάρτας',
    expiry: 'Λήξη (ΜΜ/ΕΕ)',
    cvc: 'CVC',
    pay: 'Πληρωμή {amount}',
    cancel: 'Ακύρωση και επιστροφή',
    wrongCard: 'Εισαγάγετε έναν από τους αριθμούς δοκιμαστικής κάρτας.',
    wrongExpiry: 'Εισαγάγετε μελλοντική ημερομηνία λήξης ως ΜΜ/ΕΕ.',
    wrongCvc: 'Εισαγάγετε τον τριψήφιο ή τετραψήφιο κωδικό CVC.',
  },
  ru: {
    title: 'Тестовая оплата картой',
    amount: 'Сумма:',
    testCards: 'Тестовые карты: {approved} одобряется, {rejected} отклоняется; любой будущий срок действия и CVC.',
    cardNumber: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    cvc: 'CVC',
    pay: 'Оплатить {amount}',
    cancel: 'Отменить и вернуться',
    wrongCard: 'Введите один из номеров тестовых карт.',
    wrongExpiry: 'Введите будущий срок действия в формате ММ/ГГ.',
    wrongCvc: 'Введите CVC из 3 или 4 цифр.',
  },
  ar: {
    title: 'دفع تجريبي بالبطاقة',
    amount: 'المبلغ:',
    testCards: 'بطاقات الاختبار: تتم الموافقة على {approved} ويتم رفض {rejected}؛ أي تاريخ انتهاء مستقبلي وأي رمز CVC.',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة MM/YY)',
    cvc: 'رمز CVC',
    pay: 'ادفع {amount}',
    cancel: 'إلغاء والعودة',
    wrongCard: 'أدخل أحد أرقام بطاقات الاختبار.',
    wrongExpiry: 'أدخل تاريخ انتهاء مستقبليًا بالصيغة MM/YY.',
    wrongCvc: 'أدخل رمز CVC المكون من 3 أو 4 أرقام.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ProviderTextKey = keyof (typeof TEXTS)['en'];

/** The page's language: a `lang` the portal offers, else the given fallback (the request's language). */
export function providerLanguage(lang: unknown, fallback: Language): Language {
  return isLanguage(lang) ? lang : fallback;
}

export function providerText(language: Language, key: ProviderTextKey, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), TEXTS[language][key] as string);
}
