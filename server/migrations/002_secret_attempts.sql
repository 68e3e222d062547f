-- Wrong guesses per SMS code: the code burns after a few (see services.ts useSmsCode).
ALTER TABLE sms_codes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
-- Facts about the data itself; the seed writes ('demo', '1') so production mode can refuse it.
CREATE TABLE platform_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
