-- The reference platform's schema. Money is integer cents; times are ISO-8601 UTC strings.

CREATE TABLE merchants (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  is_trial INTEGER NOT NULL DEFAULT 0,
  flags TEXT NOT NULL,             -- JSON: { FLAG: "1" | "0" }
  register_settings TEXT NOT NULL, -- JSON: { field: { enabled, required, patternId } }
  settings TEXT NOT NULL,          -- JSON: consolidated settings overrides
  status TEXT NOT NULL             -- JSON: { maintenance, regionRestricted, maintenanceUntil, message }
);

CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code),
  username TEXT NOT NULL,
  username_lc TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  payment_password_hash TEXT,
  type INTEGER NOT NULL DEFAULT 0,
  upline_id INTEGER REFERENCES members(id),
  reg_date TEXT NOT NULL,
  country_dialing_code TEXT,
  mobile_num TEXT,
  email TEXT,
  nickname TEXT,
  payee_name TEXT,
  balance_cents INTEGER NOT NULL DEFAULT 0,
  first_time_login INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1, -- 1 active, 0 disabled
  icon INTEGER NOT NULL DEFAULT 1,
  vip_level INTEGER NOT NULL DEFAULT 0,
  total_bet_cents INTEGER NOT NULL DEFAULT 0,
  affiliate_code TEXT,
  rebate_rate REAL NOT NULL DEFAULT 0,
  last_login_at TEXT,
  last_bet_at TEXT,
  online INTEGER NOT NULL DEFAULT 0,
  register_method TEXT,
  extra TEXT NOT NULL DEFAULT '{}',
  CHECK (balance_cents >= 0)
);
CREATE UNIQUE INDEX members_username ON members(merchant, username_lc);
CREATE UNIQUE INDEX members_mobile ON members(merchant, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate ON members(affiliate_code) WHERE affiliate_code IS NOT NULL;
CREATE INDEX members_upline ON members(upline_id);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  merchant TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked TEXT, -- 'logout' | 'kicked' (logged in elsewhere)
  first_time_login INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sessions_member ON sessions(member_id);

CREATE TABLE vendors (
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  game_type TEXT NOT NULL,
  account_type_name TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (code, game_type)
);

CREATE TABLE games (
  node_id TEXT PRIMARY KEY,
  game_name TEXT NOT NULL,
  vassalage TEXT NOT NULL,
  game_type TEXT NOT NULL,
  game_id TEXT NOT NULL,
  room_id TEXT NOT NULL,
  support_play TEXT NOT NULL,
  classify TEXT NOT NULL DEFAULT '',
  min_bet REAL NOT NULL,
  min_line INTEGER NOT NULL DEFAULT 1,
  is_new INTEGER NOT NULL DEFAULT 0,
  is_hot INTEGER NOT NULL DEFAULT 0,
  hot_rank INTEGER,
  sort INTEGER NOT NULL,
  prize_mode TEXT,
  game_code TEXT
);
CREATE INDEX games_type ON games(game_type, sort);
CREATE INDEX games_vendor ON games(vassalage, sort);
CREATE INDEX games_hot ON games(is_hot, hot_rank);

CREATE TABLE favorites (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  node_id TEXT NOT NULL REFERENCES games(node_id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE TABLE recents (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  node_id TEXT NOT NULL REFERENCES games(node_id),
  played_at TEXT NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE announcements (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  type TEXT NOT NULL,
  group_name TEXT NOT NULL,
  platform TEXT NOT NULL DEFAULT 'M',
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  content_lobby TEXT NOT NULL,
  url TEXT,
  link TEXT,
  promotion_type TEXT,
  execution TEXT,
  start_time TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE announcement_reads (
  member_id INTEGER NOT NULL,
  announcement_id INTEGER NOT NULL,
  PRIMARY KEY (member_id, announcement_id)
);

CREATE TABLE inbox (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  deleted INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX inbox_member ON inbox(member_id, deleted, created_at);

CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  kind TEXT NOT NULL,
  bonus_cents INTEGER NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL
);
CREATE TABLE member_promotions (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  promotion_id INTEGER NOT NULL REFERENCES promotions(id),
  state TEXT NOT NULL,
  comment TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (member_id, promotion_id)
);

CREATE TABLE hot_matches (
  id INTEGER PRIMARY KEY,
  league TEXT NOT NULL,
  home_team TEXT NOT NULL,
  away_team TEXT NOT NULL,
  vendor TEXT NOT NULL,
  room_id TEXT NOT NULL,
  node_id TEXT NOT NULL,
  support_play TEXT NOT NULL,
  offset_minutes INTEGER NOT NULL -- start time relative to the current hour, so matches stay upcoming
);

CREATE TABLE winners (
  id INTEGER PRIMARY KEY,
  customer_name TEXT NOT NULL,
  node_id TEXT NOT NULL REFERENCES games(node_id),
  win_cents INTEGER NOT NULL
);

CREATE TABLE help_entries (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  sort INTEGER NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL
);
CREATE TABLE download_links (
  merchant TEXT NOT NULL,
  resource_type TEXT NOT NULL,
  url TEXT NOT NULL,
  PRIMARY KEY (merchant, resource_type)
);
CREATE TABLE service_links (
  merchant TEXT NOT NULL,
  type TEXT NOT NULL,
  path TEXT NOT NULL,
  PRIMARY KEY (merchant, type)
);
CREATE TABLE countries (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  dialing_code TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE vip_levels (
  level INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  required_bet_cents INTEGER NOT NULL,
  benefits TEXT NOT NULL
);

CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  content TEXT NOT NULL,
  category TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE contracts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  from_member_id INTEGER REFERENCES members(id),
  kind TEXT NOT NULL, -- salary | dividend | hourly
  status TEXT NOT NULL, -- pending | accepted | rejected
  terms TEXT NOT NULL,
  period TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE transactions (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  balance_after_cents INTEGER NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX transactions_member ON transactions(member_id, created_at);

CREATE TABLE deposit_channels (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  min_cents INTEGER NOT NULL,
  max_cents INTEGER NOT NULL,
  bonus_percent REAL NOT NULL
);
CREATE TABLE deposits (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  order_no TEXT NOT NULL UNIQUE,
  channel TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE bank_cards (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  bank_name TEXT NOT NULL,
  card_no TEXT NOT NULL,
  account_name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  order_no TEXT NOT NULL UNIQUE,
  bank_card_id INTEGER NOT NULL REFERENCES bank_cards(id),
  amount_cents INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE idempotency (
  member_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  route TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, key)
);

CREATE TABLE bets (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  node_id TEXT NOT NULL,
  game_name TEXT NOT NULL,
  vassalage TEXT NOT NULL,
  game_type TEXT NOT NULL,
  bet_cents INTEGER NOT NULL,
  win_cents INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX bets_member ON bets(member_id, created_at);
CREATE TABLE rebates (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_type TEXT NOT NULL,
  valid_bet_cents INTEGER NOT NULL,
  rate REAL NOT NULL,
  amount_cents INTEGER NOT NULL,
  claimed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE dividends (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  period TEXT NOT NULL,
  team_profit_cents INTEGER NOT NULL,
  rate REAL NOT NULL,
  amount_cents INTEGER NOT NULL,
  status TEXT NOT NULL
);

CREATE TABLE lotteries (
  game_code TEXT PRIMARY KEY,
  game_name TEXT NOT NULL,
  vassalage TEXT NOT NULL,
  prize_mode TEXT NOT NULL,
  interval_minutes INTEGER NOT NULL,
  popular INTEGER NOT NULL DEFAULT 0,
  menu TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE lottery_orders (
  order_no TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_code TEXT NOT NULL,
  bet_cents INTEGER NOT NULL,
  win_cents INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE lottery_suborders (
  sub_order_no TEXT PRIMARY KEY,
  order_no TEXT NOT NULL REFERENCES lottery_orders(order_no) ON DELETE CASCADE,
  content TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  status TEXT NOT NULL
);

CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL, -- countryDialingCode + mobileNum, e.g. +639171234567
  code TEXT NOT NULL,
  purpose TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_mobile ON sms_codes(mobile, sent_at);
CREATE TABLE email_outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
