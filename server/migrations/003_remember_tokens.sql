-- Remember-me (docs/decisions/security-limits.md): one row per token, found by its SHA-256 digest
-- (the token itself lives only in the device's httpOnly cookie). Each use rotates it: the row is
-- marked used and a new one joins the same family; a used token shown again ends the family.
CREATE TABLE remember_tokens (
  token_hash TEXT PRIMARY KEY,
  family TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  device TEXT NOT NULL, -- a label for support and the player: Device header and user agent, shortened
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT, -- rotated: showing it again is the theft signal
  revoked TEXT -- 'logout' | 'password' | 'reused' | 'replaced'
);
CREATE INDEX remember_tokens_family ON remember_tokens(family);
CREATE INDEX remember_tokens_member ON remember_tokens(member_id);
