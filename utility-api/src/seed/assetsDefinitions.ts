/** Element property definitions per element type code (002 §3 custom fields), names in the four locales. */
export type Names = readonly [en: string, el: string, ru: string, ar: string];

interface LookupItem {
  itemId: number;
  name: Names;
}

export interface DefinitionSeed {
  group: Names;
  name: Names;
  unit: string | null;
  /** 0 string, 1 integer, 2 decimal, 3 date, 4 lookup. */
  type: 0 | 1 | 2 | 3 | 4;
  mandatory: boolean;
  items?: readonly LookupItem[];
  /** A generator of a plausible value from a [0, 1) number. */
  sample: (r: number) => string;
}

const GROUPS = {
  hydraulics: ['Hydraulics', 'Υδραυλικά', 'Гидравлика', 'الهيدروليك'],
  construction: ['Construction', 'Κατασκευή', 'Конструкция', 'الإنشاء'],
  network: ['Network', 'Δίκτυο', 'Сеть', 'الشبكة'],
  electrical: ['Electrical', 'Ηλεκτρολογικά', 'Электрика', 'الكهرباء'],
  maintenance: ['Maintenance', 'Συντήρηση', 'Обслуживание', 'الصيانة'],
} satisfies Record<string, Names>;

const MATERIALS: readonly LookupItem[] = [
  { itemId: 1, name: ['Ductile iron', 'Ελατός σίδηρος', 'Высокопрочный чугун', 'حديد مرن'] },
  { itemId: 2, name: ['Cast iron', 'Χυτοσίδηρος', 'Чугун', 'حديد زهر'] },
  { itemId: 3, name: ['Steel', 'Χάλυβας', 'Сталь', 'فولاذ'] },
  { itemId: 4, name: ['PVC', 'PVC', 'ПВХ', 'بي في سي'] },
  { itemId: 5, name: ['Polyethylene (PE)', 'Πολυαιθυλένιο (PE)', 'Полиэтилен (ПЭ)', 'بولي إيثيلين'] },
  { itemId: 6, name: ['Reinforced concrete', 'Οπλισμένο σκυρόδεμα', 'Железобетон', 'خرسانة مسلحة'] },
  { itemId: 7, name: ['Glass-reinforced plastic', 'Πολυεστέρας (GRP)', 'Стеклопластик', 'بلاستيك مقوى بالألياف'] },
];
const YES_NO: readonly LookupItem[] = [
  { itemId: 1, name: ['Yes', 'Ναι', 'Да', 'نعم'] },
  { itemId: 2, name: ['No', 'Όχι', 'Нет', 'لا'] },
];
const VALVE_TYPES: readonly LookupItem[] = [
  { itemId: 1, name: ['Gate', 'Συρταρωτή', 'Клиновая', 'بوابي'] },
  { itemId: 2, name: ['Butterfly', 'Πεταλούδα', 'Дисковый затвор', 'فراشة'] },
  { itemId: 3, name: ['Ball', 'Σφαιρική', 'Шаровой', 'كروي'] },
  { itemId: 4, name: ['Air release', 'Εξαεριστική', 'Воздушный клапан', 'تنفيس هواء'] },
];
const NORMALLY: readonly LookupItem[] = [
  { itemId: 1, name: ['Open', 'Ανοιχτή', 'Открыта', 'مفتوح'] },
  { itemId: 2, name: ['Closed', 'Κλειστή', 'Закрыта', 'مغلق'] },
];
const PUMP_TYPES: readonly LookupItem[] = [
  { itemId: 1, name: ['Submersible', 'Υποβρύχια', 'Погружной', 'غاطسة'] },
  { itemId: 2, name: ['Centrifugal', 'Φυγοκεντρική', 'Центробежный', 'طاردة مركزية'] },
  { itemId: 3, name: ['Booster set', 'Πιεστικό συγκρότημα', 'Повысительная установка', 'مجموعة تعزيز'] },
];
const PROCESSES: readonly LookupItem[] = [
  { itemId: 1, name: ['Chlorination', 'Χλωρίωση', 'Хлорирование', 'الكلورة'] },
  { itemId: 2, name: ['Filtration and chlorination', 'Διήθηση και χλωρίωση', 'Фильтрация и хлорирование', 'الترشيح والكلورة'] },
  { itemId: 3, name: ['Reverse osmosis', 'Αντίστροφη όσμωση', 'Обратный осмос', 'التناضح العكسي'] },
];
const HYDRANT_TYPES: readonly LookupItem[] = [
  { itemId: 1, name: ['Pillar', 'Υπέργειος', 'Наземный', 'عمودي'] },
  { itemId: 2, name: ['Underground', 'Υπόγειος', 'Подземный', 'أرضي'] },
];

const ZONES = ['PZ-1 Low', 'PZ-2 Middle', 'PZ-3 High', 'PZ-4 Hills'];
const num = (min: number, max: number, decimals = 0) => (r: number) => (min + r * (max - min)).toFixed(decimals);
const item = (items: readonly LookupItem[]) => (r: number) => String(items[Math.floor(r * items.length)]!.itemId);
const zone = (r: number) => ZONES[Math.floor(r * ZONES.length)]!;
const day = (from: number, to: number) => (r: number) => {
  const date = new Date(Date.UTC(from, 0, 1) + r * (Date.UTC(to, 0, 1) - Date.UTC(from, 0, 1)));
  return date.toISOString().slice(0, 10);
};

const capacity: DefinitionSeed = { group: GROUPS.hydraulics, name: ['Capacity', 'Χωρητικότητα', 'Вместимость', 'السعة'], unit: 'm³', type: 2, mandatory: true, sample: num(500, 20_000) };
const pressureZone: DefinitionSeed = { group: GROUPS.network, name: ['Pressure zone', 'Ζώνη πίεσης', 'Зона давления', 'منطقة الضغط'], unit: null, type: 0, mandatory: false, sample: zone };
const material: DefinitionSeed = { group: GROUPS.construction, name: ['Material', 'Υλικό', 'Материал', 'المادة'], unit: null, type: 4, mandatory: false, items: MATERIALS, sample: item(MATERIALS.slice(0, 5)) };
const diameter: DefinitionSeed = { group: GROUPS.construction, name: ['Diameter', 'Διάμετρος', 'Диаметр', 'القطر'], unit: 'mm', type: 1, mandatory: true, sample: (r) => String([80, 100, 150, 200, 250, 300][Math.floor(r * 6)]) };
const power: DefinitionSeed = { group: GROUPS.electrical, name: ['Power', 'Ισχύς', 'Мощность', 'القدرة'], unit: 'kW', type: 2, mandatory: true, sample: num(2, 160, 1) };
const flow: DefinitionSeed = { group: GROUPS.hydraulics, name: ['Design flow', 'Παροχή σχεδιασμού', 'Расчётный расход', 'التدفق التصميمي'], unit: 'm³/h', type: 2, mandatory: false, sample: num(10, 600, 1) };

export const DEFINITIONS: Readonly<Record<string, readonly DefinitionSeed[]>> = {
  RES: [
    capacity,
    { group: GROUPS.hydraulics, name: ['Top water level', 'Ανώτατη στάθμη', 'Максимальный уровень', 'أعلى منسوب للمياه'], unit: 'm', type: 2, mandatory: false, sample: num(80, 450, 2) },
    { ...material, items: MATERIALS, sample: item(MATERIALS.slice(5)) },
    pressureZone,
    { group: GROUPS.maintenance, name: ['Last cleaned', 'Τελευταίος καθαρισμός', 'Последняя очистка', 'آخر تنظيف'], unit: null, type: 3, mandatory: false, sample: day(2019, 2026) },
  ],
  PST: [
    { group: GROUPS.hydraulics, name: ['Number of pumps', 'Αριθμός αντλιών', 'Количество насосов', 'عدد المضخات'], unit: null, type: 1, mandatory: true, sample: num(2, 6) },
    { ...power, name: ['Total power', 'Συνολική ισχύς', 'Общая мощность', 'القدرة الإجمالية'], sample: num(30, 600, 1) },
    flow,
    pressureZone,
    { group: GROUPS.electrical, name: ['Standby generator', 'Εφεδρική γεννήτρια', 'Резервный генератор', 'مولد احتياطي'], unit: null, type: 4, mandatory: false, items: YES_NO, sample: item(YES_NO) },
  ],
  WTP: [
    { group: GROUPS.hydraulics, name: ['Design capacity', 'Δυναμικότητα σχεδιασμού', 'Проектная мощность', 'الطاقة التصميمية'], unit: 'm³/day', type: 2, mandatory: true, sample: num(2_000, 60_000) },
    { group: GROUPS.construction, name: ['Treatment process', 'Μέθοδος επεξεργασίας', 'Процесс очистки', 'عملية المعالجة'], unit: null, type: 4, mandatory: false, items: PROCESSES, sample: item(PROCESSES) },
    pressureZone,
  ],
  BHL: [
    { group: GROUPS.construction, name: ['Depth', 'Βάθος', 'Глубина', 'العمق'], unit: 'm', type: 2, mandatory: true, sample: num(40, 320, 1) },
    { ...flow, name: ['Yield', 'Απόδοση', 'Дебит', 'الإنتاجية'], sample: num(5, 90, 1) },
    { group: GROUPS.network, name: ['Abstraction licence', 'Άδεια άντλησης', 'Лицензия на водозабор', 'رخصة الاستخراج'], unit: null, type: 0, mandatory: false, sample: (r) => `WDD-${2000 + Math.floor(r * 25)}-${String(Math.floor(r * 9000) + 100)}` },
    { group: GROUPS.maintenance, name: ['Drilled on', 'Ημερομηνία διάνοιξης', 'Дата бурения', 'تاريخ الحفر'], unit: null, type: 3, mandatory: false, sample: day(1980, 2022) },
  ],
  PMP: [
    power,
    flow,
    { group: GROUPS.hydraulics, name: ['Head', 'Μανομετρικό', 'Напор', 'الرفع'], unit: 'm', type: 2, mandatory: false, sample: num(15, 180, 1) },
    { group: GROUPS.construction, name: ['Pump type', 'Τύπος αντλίας', 'Тип насоса', 'نوع المضخة'], unit: null, type: 4, mandatory: false, items: PUMP_TYPES, sample: item(PUMP_TYPES) },
  ],
  VLV: [
    diameter,
    material,
    { group: GROUPS.construction, name: ['Valve type', 'Τύπος βάνας', 'Тип арматуры', 'نوع الصمام'], unit: null, type: 4, mandatory: false, items: VALVE_TYPES, sample: item(VALVE_TYPES) },
    { group: GROUPS.network, name: ['Normally', 'Κανονική θέση', 'Нормальное положение', 'الوضع الطبيعي'], unit: null, type: 4, mandatory: false, items: NORMALLY, sample: (r) => (r < 0.85 ? '1' : '2') },
    pressureZone,
  ],
  PRV: [
    diameter,
    { group: GROUPS.hydraulics, name: ['Inlet pressure', 'Πίεση εισόδου', 'Давление на входе', 'ضغط الدخول'], unit: 'bar', type: 2, mandatory: false, sample: num(6, 12, 1) },
    { group: GROUPS.hydraulics, name: ['Outlet set pressure', 'Ρύθμιση πίεσης εξόδου', 'Уставка давления на выходе', 'ضغط الخروج المضبوط'], unit: 'bar', type: 2, mandatory: true, sample: num(2.5, 5, 1) },
    material,
  ],
  HYD: [
    diameter,
    { group: GROUPS.construction, name: ['Hydrant type', 'Τύπος κρουνού', 'Тип гидранта', 'نوع الصنبور'], unit: null, type: 4, mandatory: false, items: HYDRANT_TYPES, sample: item(HYDRANT_TYPES) },
    { group: GROUPS.maintenance, name: ['Last flushed', 'Τελευταία έκπλυση', 'Последняя промывка', 'آخر غسيل'], unit: null, type: 3, mandatory: false, sample: day(2021, 2026) },
  ],
  DMA: [
    { ...diameter, name: ['Meter size', 'Μέγεθος μετρητή', 'Калибр счётчика', 'حجم العداد'] },
    { group: GROUPS.construction, name: ['Meter serial number', 'Σειριακός αριθμός μετρητή', 'Заводской номер счётчика', 'الرقم التسلسلي للعداد'], unit: null, type: 0, mandatory: false, sample: (r) => `DM${String(Math.floor(r * 9_000_000) + 1_000_000)}` },
    pressureZone,
    { group: GROUPS.electrical, name: ['Telemetry', 'Τηλεμετρία', 'Телеметрия', 'القياس عن بعد'], unit: null, type: 4, mandatory: false, items: YES_NO, sample: item(YES_NO) },
  ],
};
