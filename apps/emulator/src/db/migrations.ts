/**
 * Schema migrations, applied in order and recorded in `schema_migrations`. Never edit a shipped migration:
 * append a new one.
 */
export interface Migration {
  version: number;
  name: string;
  statements: string[];
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'accounts, resources and sessions',
    statements: [
      `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
      `CREATE TABLE users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        password_hash TEXT,
        password_change_required INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'active',
        totp_secret TEXT,
        totp_pending_secret TEXT,
        totp_last_step INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      )`,
      `CREATE TABLE login_guard (
        email TEXT PRIMARY KEY,
        failed_logins INTEGER NOT NULL DEFAULT 0,
        failed_codes INTEGER NOT NULL DEFAULT 0,
        blocked_until INTEGER NOT NULL DEFAULT 0
      )`,
      `CREATE TABLE resources (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL,
        parent_id TEXT REFERENCES resources(id),
        name TEXT NOT NULL,
        attributes TEXT NOT NULL DEFAULT '{}',
        position INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX resources_parent ON resources(parent_id, position)`,
      `CREATE TABLE identities (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id),
        merchant_id TEXT NOT NULL REFERENCES resources(id),
        name TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'active',
        attributes TEXT NOT NULL DEFAULT '{}',
        last_login_at INTEGER,
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX identities_user ON identities(user_id)`,
      `CREATE TABLE identity_groups (
        id TEXT PRIMARY KEY,
        identity_id TEXT NOT NULL REFERENCES identities(id),
        role TEXT NOT NULL,
        permissions TEXT NOT NULL DEFAULT '[]',
        resource_id TEXT NOT NULL REFERENCES resources(id),
        expires_at INTEGER,
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX identity_groups_identity ON identity_groups(identity_id)`,
      `CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        public_id TEXT NOT NULL UNIQUE,
        user_id TEXT NOT NULL REFERENCES users(id),
        stage TEXT NOT NULL,
        step_token TEXT,
        identity_id TEXT,
        channel TEXT NOT NULL,
        trusted_device INTEGER NOT NULL DEFAULT 0,
        started_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        ip TEXT NOT NULL,
        user_agent TEXT NOT NULL
      )`,
      `CREATE INDEX sessions_user ON sessions(user_id)`,
      `CREATE INDEX sessions_step ON sessions(step_token)`,
      `CREATE TABLE trusted_devices (
        token TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id),
        expires_at INTEGER NOT NULL
      )`,
      `CREATE TABLE tokens (
        token TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users(id),
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      )`,
      `CREATE TABLE mail (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        to_email TEXT NOT NULL,
        subject TEXT NOT NULL,
        link TEXT,
        created_at INTEGER NOT NULL
      )`,
      `CREATE TABLE answers (
        owner TEXT NOT NULL,
        request_reference TEXT NOT NULL,
        area TEXT NOT NULL,
        action TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (owner, request_reference)
      )`,
      `CREATE INDEX answers_created ON answers(created_at)`,
    ],
  },
  {
    version: 2,
    name: 'mailbox and legacy payout requests',
    statements: [
      `CREATE TABLE topics (
        id TEXT PRIMARY KEY,
        resource_id TEXT NOT NULL REFERENCES resources(id),
        identity_id TEXT NOT NULL REFERENCES identities(id),
        subject TEXT NOT NULL,
        category TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      )`,
      `CREATE INDEX topics_resource ON topics(resource_id, updated_at)`,
      `CREATE TABLE messages (
        id TEXT PRIMARY KEY,
        topic_id TEXT NOT NULL REFERENCES topics(id),
        identity_id TEXT REFERENCES identities(id),
        author TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX messages_topic ON messages(topic_id, created_at)`,
      `CREATE TABLE files (
        id TEXT PRIMARY KEY,
        resource_id TEXT NOT NULL REFERENCES resources(id),
        identity_id TEXT NOT NULL REFERENCES identities(id),
        message_id TEXT REFERENCES messages(id),
        name TEXT NOT NULL,
        mime_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        content BLOB,
        created_at INTEGER NOT NULL
      )`,
      `CREATE TABLE payout_requests (
        id TEXT PRIMARY KEY,
        resource_id TEXT NOT NULL REFERENCES resources(id),
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        status TEXT NOT NULL,
        method TEXT NOT NULL,
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX payout_requests_resource ON payout_requests(resource_id, created_at)`,
    ],
  },
];
