-- Employee work queues (002 §2 employee areas "customer-service applications and maintenance applications", §4
-- record statuses; utility-api/README.md "Work queues"): a catalogue of application types with the queue (kind)
-- each belongs to, and the recorded history of status changes.

CREATE TABLE application_types (
  id INTEGER PRIMARY KEY,             -- applications.application_type
  kind INTEGER NOT NULL CHECK (kind IN (1, 2)),  -- 1 customer service (portalNewCs), 2 maintenance (portalOm)
  name TEXT NOT NULL                  -- JSON names {"en": …, "el": …, "ru": …, "ar": …}
);

INSERT INTO application_types (id, kind, name) VALUES
  (1, 1, '{"en":"New connection","el":"Νέα σύνδεση","ru":"Новое подключение","ar":"توصيل جديد"}'),
  (2, 1, '{"en":"Meter relocation","el":"Μετακίνηση μετρητή","ru":"Перенос счётчика","ar":"نقل العداد"}'),
  (3, 1, '{"en":"Change of ownership","el":"Αλλαγή ιδιοκτησίας","ru":"Смена владельца","ar":"تغيير الملكية"}'),
  (4, 1, '{"en":"Billing complaint","el":"Παράπονο λογαριασμού","ru":"Жалоба на счёт","ar":"شكوى فاتورة"}'),
  (5, 1, '{"en":"Supply termination","el":"Τερματισμός παροχής","ru":"Прекращение снабжения","ar":"إنهاء التزويد"}'),
  (11, 2, '{"en":"Leak repair","el":"Επιδιόρθωση διαρροής","ru":"Устранение утечки","ar":"إصلاح تسرب"}'),
  (12, 2, '{"en":"Faulty meter","el":"Βλάβη μετρητή","ru":"Неисправный счётчик","ar":"عداد معطل"}'),
  (13, 2, '{"en":"Supply interruption","el":"Διακοπή παροχής","ru":"Перебой снабжения","ar":"انقطاع التزويد"}'),
  (14, 2, '{"en":"Low pressure","el":"Χαμηλή πίεση","ru":"Низкое давление","ar":"ضغط منخفض"}'),
  (15, 2, '{"en":"Damaged connection","el":"Κατεστραμμένη σύνδεση","ru":"Повреждённое подключение","ar":"توصيلة تالفة"}');

CREATE TABLE application_status_history (
  id INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  from_status INTEGER NOT NULL,
  to_status INTEGER NOT NULL,
  employee_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  changed_at TEXT NOT NULL,
  comment TEXT
);
CREATE INDEX application_status_history_application ON application_status_history (application_id, changed_at);

CREATE INDEX applications_type_updated ON applications (application_type, updated_on);
CREATE INDEX applications_updated ON applications (updated_on);

-- Visitors' new customer applications (009) reach the customer-service queue as type 20: one applications row
-- each, linked to the visitor's application, named after the applicant and owned by the inactive placeholder user
-- the store creates for visitors (a visitor has no user, and applications.user_id is required).
INSERT INTO application_types (id, kind, name) VALUES
  (20, 1, '{"en":"New customer","el":"Νέος πελάτης","ru":"Новый клиент","ar":"عميل جديد"}');
ALTER TABLE applications ADD COLUMN new_customer_application_id INTEGER REFERENCES new_customer_applications (id) ON DELETE SET NULL;
ALTER TABLE applications ADD COLUMN applicant_name TEXT;
