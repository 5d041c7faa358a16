-- Maintenance work (002 §2 job cards, investigations, problem logs, manpower allocation, support services,
-- store allocation; §3 Jobcard; §4 workflow employee; §5 Problem Found; utility-api/README.md "Maintenance").

-- Fixed catalogues of the area, names by locale like application types ({"en": ..., "el": ..., ...}).
CREATE TABLE maintenance_lookups (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('activity', 'condition', 'complainType', 'outcome', 'supportService', 'problemType')),
  code TEXT NOT NULL,
  name TEXT NOT NULL CHECK (json_valid(name)),
  UNIQUE (kind, code)
);

INSERT INTO maintenance_lookups (id, kind, code, name) VALUES
  (1, 'activity', 'PIPE_REPAIR', '{"en":"Pipe repair","el":"Επισκευή σωλήνα","ru":"Ремонт трубы","ar":"إصلاح أنبوب"}'),
  (2, 'activity', 'VALVE_REPLACEMENT', '{"en":"Valve replacement","el":"Αντικατάσταση βάνας","ru":"Замена задвижки","ar":"استبدال صمام"}'),
  (3, 'activity', 'PUMP_OVERHAUL', '{"en":"Pump overhaul","el":"Γενική επισκευή αντλίας","ru":"Капремонт насоса","ar":"صيانة شاملة للمضخة"}'),
  (4, 'activity', 'LEAK_DETECTION', '{"en":"Leak detection","el":"Εντοπισμός διαρροής","ru":"Поиск утечки","ar":"كشف التسرب"}'),
  (5, 'activity', 'FLUSHING', '{"en":"Flushing","el":"Έκπλυση δικτύου","ru":"Промывка","ar":"غسيل الشبكة"}'),
  (6, 'activity', 'METER_REPLACEMENT', '{"en":"Meter replacement","el":"Αντικατάσταση μετρητή","ru":"Замена счётчика","ar":"استبدال العداد"}'),
  (20, 'condition', 'GOOD', '{"en":"Good","el":"Καλή","ru":"Хорошее","ar":"جيدة"}'),
  (21, 'condition', 'WORN', '{"en":"Worn","el":"Φθαρμένη","ru":"Изношенное","ar":"متآكلة"}'),
  (22, 'condition', 'DAMAGED', '{"en":"Damaged","el":"Κατεστραμμένη","ru":"Повреждённое","ar":"تالفة"}'),
  (23, 'condition', 'FAILED', '{"en":"Failed","el":"Εκτός λειτουργίας","ru":"Неисправное","ar":"معطلة"}'),
  (40, 'complainType', 'LEAK', '{"en":"Leak","el":"Διαρροή","ru":"Утечка","ar":"تسرب"}'),
  (41, 'complainType', 'NO_WATER', '{"en":"No water","el":"Έλλειψη νερού","ru":"Нет воды","ar":"انقطاع المياه"}'),
  (42, 'complainType', 'LOW_PRESSURE', '{"en":"Low pressure","el":"Χαμηλή πίεση","ru":"Низкое давление","ar":"ضغط منخفض"}'),
  (43, 'complainType', 'WATER_QUALITY', '{"en":"Water quality","el":"Ποιότητα νερού","ru":"Качество воды","ar":"جودة المياه"}'),
  (44, 'complainType', 'DAMAGED_METER', '{"en":"Damaged meter","el":"Χαλασμένος μετρητής","ru":"Повреждённый счётчик","ar":"عداد تالف"}'),
  (60, 'outcome', 'COMPLETED', '{"en":"Completed","el":"Ολοκληρώθηκε","ru":"Выполнено","ar":"مكتمل"}'),
  (61, 'outcome', 'PROBLEM_FOUND', '{"en":"Problem found","el":"Βρέθηκε πρόβλημα","ru":"Обнаружена проблема","ar":"تم العثور على مشكلة"}'),
  (62, 'outcome', 'NO_PROBLEM_FOUND', '{"en":"No problem found","el":"Δεν βρέθηκε πρόβλημα","ru":"Проблема не обнаружена","ar":"لم يتم العثور على مشكلة"}'),
  (63, 'outcome', 'REFERRED', '{"en":"Referred","el":"Παραπέμφθηκε","ru":"Передано","ar":"تمت الإحالة"}'),
  (80, 'supportService', 'EXCAVATOR', '{"en":"Excavator","el":"Εκσκαφέας","ru":"Экскаватор","ar":"حفارة"}'),
  (81, 'supportService', 'WATER_TANKER', '{"en":"Water tanker","el":"Υδροφόρα","ru":"Водовоз","ar":"صهريج مياه"}'),
  (82, 'supportService', 'TRAFFIC_MANAGEMENT', '{"en":"Traffic management","el":"Διαχείριση κυκλοφορίας","ru":"Регулирование движения","ar":"إدارة المرور"}'),
  (83, 'supportService', 'ASPHALT_REINSTATEMENT', '{"en":"Asphalt reinstatement","el":"Αποκατάσταση ασφάλτου","ru":"Восстановление асфальта","ar":"إعادة رصف الأسفلت"}'),
  (100, 'problemType', 'LEAKAGE', '{"en":"Leakage","el":"Διαρροή","ru":"Протечка","ar":"تسرب"}'),
  (101, 'problemType', 'VIBRATION', '{"en":"Vibration or noise","el":"Κραδασμοί ή θόρυβος","ru":"Вибрация или шум","ar":"اهتزاز أو ضجيج"}'),
  (102, 'problemType', 'CORROSION', '{"en":"Corrosion","el":"Διάβρωση","ru":"Коррозия","ar":"تآكل"}'),
  (103, 'problemType', 'ELECTRICAL_FAULT', '{"en":"Electrical fault","el":"Ηλεκτρική βλάβη","ru":"Электрическая неисправность","ar":"عطل كهربائي"}'),
  (104, 'problemType', 'BLOCKAGE', '{"en":"Blockage","el":"Έμφραξη","ru":"Засор","ar":"انسداد"}');

CREATE TABLE investigations (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,            -- INV- and six digits
  source TEXT NOT NULL CHECK (source IN ('complaint', 'application')),
  application_id INTEGER REFERENCES applications (id) ON DELETE SET NULL,
  element_id INTEGER REFERENCES elements (id),
  location TEXT NOT NULL,
  complain_type_id INTEGER NOT NULL REFERENCES maintenance_lookups (id),
  findings TEXT,
  status TEXT NOT NULL CHECK (status IN ('open', 'closed')),
  reported_on TEXT NOT NULL,
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX investigations_status ON investigations (status, reported_on);

CREATE TABLE problem_logs (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,            -- PL- and six digits
  element_id INTEGER NOT NULL REFERENCES elements (id),
  reported_on TEXT NOT NULL,
  reported_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  problem_type_id INTEGER NOT NULL REFERENCES maintenance_lookups (id),
  priority TEXT NOT NULL CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
  description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'closed')),
  updated_at TEXT NOT NULL
);
CREATE INDEX problem_logs_status ON problem_logs (status, reported_on);

CREATE TABLE job_cards (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,            -- JC- and six digits
  -- Where the work comes from: a maintenance application, an investigation, a problem log, or planned work.
  origin_type TEXT NOT NULL CHECK (origin_type IN ('application', 'investigation', 'problemLog', 'planned')),
  origin_id INTEGER,
  station_id INTEGER REFERENCES elements (id),
  element_id INTEGER REFERENCES elements (id),
  element_type_id INTEGER REFERENCES element_types (id),
  starts_at TEXT NOT NULL,
  ends_at TEXT,
  activity_id INTEGER REFERENCES maintenance_lookups (id),
  condition_id INTEGER REFERENCES maintenance_lookups (id),
  complain_type_id INTEGER REFERENCES maintenance_lookups (id),
  outcome_id INTEGER REFERENCES maintenance_lookups (id),
  description TEXT,
  -- Workflow step (README "Maintenance"): registered, assigned, inProgress, completed, referred, closed.
  step TEXT NOT NULL CHECK (step IN ('registered', 'assigned', 'inProgress', 'completed', 'referred', 'closed')),
  workflow_employee_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (ends_at IS NULL OR ends_at >= starts_at)
);
CREATE INDEX job_cards_step ON job_cards (step, id);
CREATE INDEX job_cards_station ON job_cards (station_id, id);
CREATE INDEX job_cards_element ON job_cards (element_id, id);
CREATE INDEX job_cards_origin ON job_cards (origin_type, origin_id);
CREATE INDEX job_cards_employee ON job_cards (workflow_employee_id, id);

CREATE TABLE job_card_history (
  id INTEGER PRIMARY KEY,
  job_card_id INTEGER NOT NULL REFERENCES job_cards (id) ON DELETE CASCADE,
  from_step TEXT,
  to_step TEXT NOT NULL,
  employee_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  changed_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  changed_at TEXT NOT NULL,
  comment TEXT
);
CREATE INDEX job_card_history_card ON job_card_history (job_card_id, id);

CREATE TABLE job_card_manpower (
  id INTEGER PRIMARY KEY,
  job_card_id INTEGER NOT NULL REFERENCES job_cards (id) ON DELETE CASCADE,
  employee_id INTEGER NOT NULL REFERENCES users (id),
  work_date TEXT NOT NULL,
  hours REAL NOT NULL CHECK (hours > 0 AND hours <= 24),
  overtime_hours REAL NOT NULL DEFAULT 0 CHECK (overtime_hours >= 0 AND overtime_hours <= 24)
);
CREATE INDEX job_card_manpower_card ON job_card_manpower (job_card_id);

CREATE TABLE job_card_support (
  id INTEGER PRIMARY KEY,
  job_card_id INTEGER NOT NULL REFERENCES job_cards (id) ON DELETE CASCADE,
  service_id INTEGER NOT NULL REFERENCES maintenance_lookups (id),
  supplier TEXT NOT NULL,
  quantity REAL NOT NULL CHECK (quantity > 0),
  hours REAL NOT NULL CHECK (hours >= 0),
  cost_cents INTEGER NOT NULL CHECK (cost_cents >= 0)
);
CREATE INDEX job_card_support_card ON job_card_support (job_card_id);

CREATE TABLE job_card_stores (
  id INTEGER PRIMARY KEY,
  job_card_id INTEGER NOT NULL REFERENCES job_cards (id) ON DELETE CASCADE,
  stock_item_id INTEGER NOT NULL REFERENCES stock_items (id),
  warehouse_id INTEGER NOT NULL REFERENCES warehouses (id),
  quantity REAL NOT NULL CHECK (quantity > 0),
  issued_at TEXT NOT NULL
);
CREATE INDEX job_card_stores_card ON job_card_stores (job_card_id);
