import type { Db } from '../db/open.ts';
import type { Language } from '../domain/constants.ts';

/**
 * Lookups and custom fields of the new customer wizard (002 §3). Fixed data, no random source, so the
 * other tables of every seed stay unchanged. Names are JSON in the four languages (en, el, ru, ar); so are the
 * items of lookups, while library items (meter sizes) are the same in every language and stored as plain text.
 */
type Names = Record<Language, string>;
const json = (names: Names) => JSON.stringify(names);

/** 'prefix|description' (002 §3: the part before the pipe is the prefix) and the id number pattern. */
const ID_TYPES: Array<[number, Names, string]> = [
  [1, { en: 'ID|Identity card', el: 'ΤΑΥ|Δελτίο ταυτότητας', ru: 'ID|Удостоверение личности', ar: 'ID|بطاقة الهوية' }, '^\\d{6,10}$'],
  [2, { en: 'PP|Passport', el: 'ΔΙΑ|Διαβατήριο', ru: 'PP|Паспорт', ar: 'PP|جواز السفر' }, '^[A-Z]{1,2}\\d{6,8}$'],
  [3, { en: 'CR|Company registration', el: 'ΕΓΓ|Εγγραφή εταιρείας', ru: 'CR|Регистрация компании', ar: 'CR|تسجيل الشركة' }, '^HE\\d{4,8}$'],
];
const GENDERS: Array<[number, Names]> = [
  [1, { en: 'Female', el: 'Γυναίκα', ru: 'Женский', ar: 'أنثى' }],
  [2, { en: 'Male', el: 'Άνδρας', ru: 'Мужской', ar: 'ذكر' }],
  [3, { en: 'Other', el: 'Άλλο', ru: 'Другой', ar: 'آخر' }],
];
const CONSUMER_TYPES: Array<[number, Names]> = [
  [1, { en: 'Domestic', el: 'Οικιακός', ru: 'Бытовой', ar: 'منزلي' }],
  [2, { en: 'Commercial', el: 'Εμπορικός', ru: 'Коммерческий', ar: 'تجاري' }],
  [3, { en: 'Industrial', el: 'Βιομηχανικός', ru: 'Промышленный', ar: 'صناعي' }],
];
/** 002 §3: AccountType 0 individual, 1 corporate. */
const ACCOUNT_TYPES: Array<[number, Names]> = [
  [0, { en: 'Individual', el: 'Ιδιώτης', ru: 'Физическое лицо', ar: 'فرد' }],
  [1, { en: 'Corporate', el: 'Εταιρεία', ru: 'Юридическое лицо', ar: 'شركة' }],
];
/** One guide note per step, in the wizard's tab order (002 §4): 1 general … 5 custom fields. */
const GUIDE_NOTES: Array<[number, Names]> = [
  [1, { en: 'Tell us who the new customer is. Fields marked * are required.', el: 'Πείτε μας ποιος είναι ο νέος πελάτης. Τα πεδία με * είναι υποχρεωτικά.', ru: 'Расскажите, кто новый клиент. Поля со * обязательны.', ar: 'أخبرنا من هو العميل الجديد. الحقول المميزة بـ * مطلوبة.' }],
  [2, { en: 'E-mail is how we reach you; choose whether we may also send you SMS.', el: 'Επικοινωνούμε μαζί σας με e-mail· επιλέξτε αν μπορούμε να στέλνουμε και SMS.', ru: 'Мы пишем вам по электронной почте; выберите, можно ли также отправлять SMS.', ar: 'نتواصل معك عبر البريد الإلكتروني؛ اختر ما إذا كان بإمكاننا إرسال رسائل قصيرة أيضًا.' }],
  [3, { en: 'Give the address where we send your mail, and your personal address.', el: 'Δώστε τη διεύθυνση αλληλογραφίας και την προσωπική σας διεύθυνση.', ru: 'Укажите почтовый адрес и ваш личный адрес.', ar: 'أدخل عنوان المراسلة وعنوانك الشخصي.' }],
  [4, { en: 'Attach a copy of your identity document and proof of ownership or tenancy.', el: 'Επισυνάψτε αντίγραφο ταυτότητας και αποδεικτικό ιδιοκτησίας ή ενοικίασης.', ru: 'Приложите копию удостоверения личности и документ о собственности или аренде.', ar: 'أرفق نسخة من وثيقة هويتك وإثبات الملكية أو الإيجار.' }],
  [5, { en: 'A few more details about the supply you are asking for.', el: 'Λίγα ακόμη στοιχεία για την παροχή που ζητάτε.', ru: 'Ещё несколько сведений о запрашиваемом подключении.', ar: 'بعض التفاصيل الإضافية عن التوصيل الذي تطلبه.' }],
];
const ADDRESS_LINES: Names[] = [
  { en: 'Street', el: 'Οδός', ru: 'Улица', ar: 'الشارع' },
  { en: 'Area', el: 'Περιοχή', ru: 'Район', ar: 'المنطقة' },
  { en: 'City', el: 'Πόλη', ru: 'Город', ar: 'المدينة' },
  { en: 'District', el: 'Επαρχία', ru: 'Округ', ar: 'المحافظة' },
  { en: 'Country', el: 'Χώρα', ru: 'Страна', ar: 'البلد' },
];

/** [id, name, unit, mandatory, group, type, dataId, parentId, order, default] (002 §3 Custom field). */
type FieldRow = [number, Names, string | null, boolean, Names, number, number | null, number | null, number, string | null];
const SUPPLY: Names = { en: 'Supply', el: 'Παροχή', ru: 'Подключение', ar: 'التزويد' };
const PREMISES: Names = { en: 'Premises', el: 'Ακίνητο', ru: 'Объект', ar: 'العقار' };
const CUSTOM_FIELDS: FieldRow[] = [
  [1, { en: 'Plot number', el: 'Αριθμός τεμαχίου', ru: 'Номер участка', ar: 'رقم قطعة الأرض' }, null, true, PREMISES, 0, null, null, 1, null],
  [2, { en: 'Residents', el: 'Ένοικοι', ru: 'Жильцы', ar: 'عدد السكان' }, 'persons', true, PREMISES, 1, null, null, 2, '1'],
  [3, { en: 'Floor area', el: 'Εμβαδόν', ru: 'Площадь', ar: 'المساحة' }, 'm²', false, PREMISES, 2, null, null, 3, null],
  [4, { en: 'Desired connection date', el: 'Επιθυμητή ημερομηνία σύνδεσης', ru: 'Желаемая дата подключения', ar: 'تاريخ التوصيل المطلوب' }, null, true, SUPPLY, 3, null, null, 4, null],
  [5, { en: 'District', el: 'Επαρχία', ru: 'Округ', ar: 'المحافظة' }, null, true, SUPPLY, 4, 10, null, 5, null],
  [6, { en: 'Municipality', el: 'Δήμος', ru: 'Муниципалитет', ar: 'البلدية' }, null, true, SUPPLY, 4, 11, 5, 6, null],
  [7, { en: 'Supply purpose', el: 'Σκοπός παροχής', ru: 'Назначение подключения', ar: 'الغرض من التزويد' }, null, false, SUPPLY, 4, 12, null, 7, null],
  [8, { en: 'Meter size', el: 'Μέγεθος μετρητή', ru: 'Размер счётчика', ar: 'حجم العداد' }, null, false, SUPPLY, 5, 20, null, 8, null],
];

/** [listKind, listId, itemId, name (JSON names, or plain text the same in every language), parentItemId]. */
type ItemRow = ['lookup' | 'library', number, number, string, number | null];
const PURPOSES: Names[] = [
  {
    en: 'Permanent residence of the owner and their family, including a private garden',
    el: 'Μόνιμη κατοικία του ιδιοκτήτη και της οικογένειάς του, μαζί με ιδιωτικό κήπο',
    ru: 'Постоянное место жительства владельца и его семьи, включая частный сад',
    ar: 'سكن دائم للمالك وعائلته، بما في ذلك حديقة خاصة',
  },
  {
    en: 'Holiday home used for part of the year, without agricultural or commercial use',
    el: 'Εξοχική κατοικία για μέρος του έτους, χωρίς γεωργική ή εμπορική χρήση',
    ru: 'Дом для отдыха на часть года, без сельскохозяйственного или коммерческого использования',
    ar: 'منزل لقضاء العطلات يُستخدم جزءًا من السنة، دون استخدام زراعي أو تجاري',
  },
  {
    en: 'Shop, office or other commercial premises open to the public during working hours',
    el: 'Κατάστημα, γραφείο ή άλλος εμπορικός χώρος ανοιχτός στο κοινό τις ώρες λειτουργίας',
    ru: 'Магазин, офис или другое коммерческое помещение, открытое для посетителей в рабочее время',
    ar: 'متجر أو مكتب أو مبنى تجاري آخر مفتوح للجمهور خلال ساعات العمل',
  },
  { en: 'Construction site', el: 'Εργοτάξιο', ru: 'Строительная площадка', ar: 'موقع بناء' },
];
const PLACES: Array<[number, number, Names, number | null]> = [
  [10, 1, { en: 'Nicosia', el: 'Λευκωσία', ru: 'Никосия', ar: 'نيقوسيا' }, null],
  [10, 2, { en: 'Limassol', el: 'Λεμεσός', ru: 'Лимасол', ar: 'ليماسول' }, null],
  [10, 3, { en: 'Larnaca', el: 'Λάρνακα', ru: 'Ларнака', ar: 'لارنكا' }, null],
  [11, 11, { en: 'Strovolos', el: 'Στρόβολος', ru: 'Строволос', ar: 'ستروفولوس' }, 1],
  [11, 12, { en: 'Lakatamia', el: 'Λακατάμεια', ru: 'Лакатамия', ar: 'لاكاتاميا' }, 1],
  [11, 21, { en: 'Germasogeia', el: 'Γερμασόγεια', ru: 'Гермасойя', ar: 'جرماسوجيا' }, 2],
  [11, 22, { en: 'Ypsonas', el: 'Ύψωνας', ru: 'Ипсонас', ar: 'إيبسوناس' }, 2],
  [11, 31, { en: 'Aradippou', el: 'Αραδίππου', ru: 'Арадиппу', ar: 'أراديبو' }, 3],
];
const ITEMS: ItemRow[] = [
  ...PLACES.map(([listId, itemId, names, parent]): ItemRow => ['lookup', listId, itemId, json(names), parent]),
  ...PURPOSES.map((names, index): ItemRow => ['lookup', 12, index + 1, json(names), null]),
  ...['13 mm (½")', '20 mm (¾")', '25 mm (1")', '40 mm (1½")'].map((name, index): ItemRow => ['library', 20, index + 1, name, null]),
];

export function insertNewCustomerData(db: Db): void {
  const lookup = db.prepare('INSERT INTO new_customer_lookups (kind, item_id, description, reg_expr) VALUES (?, ?, ?, ?)');
  for (const [id, names, regExpr] of ID_TYPES) lookup.run('idTypes', id, json(names), regExpr);
  const simple: Array<[string, Array<[number, Names]>]> = [
    ['genders', GENDERS],
    ['consumerTypes', CONSUMER_TYPES],
    ['accountTypes', ACCOUNT_TYPES],
    ['guideNotes', GUIDE_NOTES],
  ];
  for (const [kind, rows] of simple) for (const [id, names] of rows) lookup.run(kind, id, json(names), null);
  const line = db.prepare('INSERT INTO new_customer_address_lines (line_no, name) VALUES (?, ?)');
  ADDRESS_LINES.forEach((names, index) => line.run(index + 1, json(names)));
  const field = db.prepare(
    `INSERT INTO custom_fields (id, name, unit_label, is_mandatory, group_name, type, data_id, parent_custom_field_id, order_id, default_value)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [id, name, unit, mandatory, group, type, dataId, parent, order, fallback] of CUSTOM_FIELDS) {
    field.run(id, json(name), unit, mandatory ? 1 : 0, json(group), type, dataId, parent, order, fallback);
  }
  const item = db.prepare('INSERT INTO custom_field_items (list_kind, list_id, item_id, name, parent_item_id) VALUES (?, ?, ?, ?, ?)');
  for (const row of ITEMS) item.run(...row);
}
