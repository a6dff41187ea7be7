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
  {
    version: 3,
    name: 'payments: transactions, disputes, customers',
    // No foreign keys to resources: the core seed rewrites resources (same ids) on every reset while the
    // generated payments stay (see payments/seedPayments.ts).
    statements: [
      `CREATE TABLE customers (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        email TEXT NOT NULL,
        name TEXT NOT NULL,
        details TEXT NOT NULL,
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX customers_organization ON customers(organization_id, created_at, id)`,
      `CREATE INDEX customers_email ON customers(organization_id, email)`,
      `CREATE INDEX customers_name ON customers(organization_id, name, id)`,
      `CREATE TABLE transactions (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        project_id TEXT NOT NULL,
        customer_id TEXT,
        customer_email TEXT,
        original_id TEXT,
        type TEXT NOT NULL,
        status TEXT NOT NULL,
        result TEXT NOT NULL,
        result_code TEXT NOT NULL,
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        refunded_amount INTEGER NOT NULL DEFAULT 0,
        captured_amount INTEGER NOT NULL DEFAULT 0,
        cancelled_amount INTEGER NOT NULL DEFAULT 0,
        fee INTEGER NOT NULL,
        settlement_amount INTEGER,
        settlement_currency TEXT,
        pay_method TEXT NOT NULL,
        card_brand TEXT,
        card_last4 TEXT,
        reference_id TEXT,
        payment_link_id TEXT,
        risk_score INTEGER NOT NULL,
        details TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        processed_at INTEGER,
        settled_at INTEGER,
        seeded INTEGER NOT NULL DEFAULT 0
      )`,
      // Keyset pages: scope + sort key + id, both directions read from the same index.
      `CREATE INDEX transactions_org_created ON transactions(organization_id, created_at, id)`,
      `CREATE INDEX transactions_project_created ON transactions(project_id, created_at, id)`,
      `CREATE INDEX transactions_org_amount ON transactions(organization_id, amount, id)`,
      `CREATE INDEX transactions_project_amount ON transactions(project_id, amount, id)`,
      // Filters common enough to lead a query.
      `CREATE INDEX transactions_org_status ON transactions(organization_id, status, created_at, id)`,
      `CREATE INDEX transactions_org_type ON transactions(organization_id, type, created_at, id)`,
      `CREATE INDEX transactions_org_last4 ON transactions(organization_id, card_last4, created_at)`,
      `CREATE INDEX transactions_org_reference ON transactions(organization_id, reference_id)`,
      `CREATE INDEX transactions_org_email ON transactions(organization_id, customer_email, created_at)`,
      `CREATE INDEX transactions_customer ON transactions(customer_id, created_at, id)`,
      `CREATE INDEX transactions_original ON transactions(original_id) WHERE original_id IS NOT NULL`,
      `CREATE INDEX transactions_added ON transactions(id) WHERE seeded = 0`,
      `CREATE TABLE disputes (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        project_id TEXT NOT NULL,
        transaction_id TEXT NOT NULL,
        type TEXT NOT NULL,
        state TEXT NOT NULL,
        reason_code TEXT NOT NULL,
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        response_deadline INTEGER,
        resolved_at INTEGER,
        resolution TEXT,
        seeded INTEGER NOT NULL DEFAULT 0
      )`,
      `CREATE INDEX disputes_org_created ON disputes(organization_id, created_at, id)`,
      `CREATE INDEX disputes_project_created ON disputes(project_id, created_at, id)`,
      `CREATE INDEX disputes_transaction ON disputes(transaction_id)`,
      `CREATE TABLE dispute_evidence (
        id TEXT PRIMARY KEY,
        dispute_id TEXT NOT NULL,
        identity_id TEXT,
        text TEXT NOT NULL,
        submitted_at INTEGER NOT NULL,
        seeded INTEGER NOT NULL DEFAULT 0
      )`,
      `CREATE INDEX dispute_evidence_dispute ON dispute_evidence(dispute_id, submitted_at)`,
      // Files serve messages, dispute evidence and exports; each purpose has its own read permission.
      `ALTER TABLE files ADD COLUMN purpose TEXT NOT NULL DEFAULT 'message'`,
      `ALTER TABLE files ADD COLUMN evidence_id TEXT`,
      // Rows as generated, kept when a reset-surviving row is first changed, so a reset restores only those.
      `CREATE TABLE transactions_undo AS SELECT * FROM transactions WHERE 0`,
      `CREATE UNIQUE INDEX transactions_undo_id ON transactions_undo(id)`,
      `CREATE TABLE disputes_undo AS SELECT * FROM disputes WHERE 0`,
      `CREATE UNIQUE INDEX disputes_undo_id ON disputes_undo(id)`,
      `CREATE TABLE payments_seed (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
    ],
  },
  {
    version: 4,
    name: 'payments: reference prefix search',
    statements: [
      // A reference prefix is a range on reference_id alone, so an id-or-reference search can use two indexes.
      `DROP INDEX transactions_org_reference`,
      `CREATE INDEX transactions_reference ON transactions(reference_id)`,
    ],
  },
  {
    version: 5,
    name: 'money: ledger, accounts, payouts, payout requests',
    // Balances are never stored: each is a SUM over ledger_entries (see domain/ledger/). An entry whose created_at
    // is after the clock's now is scheduled (a settlement, a reserve release, a failed payout's return) and counts
    // once the clock reaches it. Like payments, these rows survive resets: run-time rows carry seeded = 0 and
    // seeded rows are copied to *_undo before their first change.
    statements: [
      `CREATE TABLE ledger_accounts (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        currency TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        seeded INTEGER NOT NULL DEFAULT 0
      )`,
      `CREATE UNIQUE INDEX ledger_accounts_organization ON ledger_accounts(organization_id, currency)`,
      `CREATE TABLE ledger_entries (
        id TEXT PRIMARY KEY,
        posting_id TEXT NOT NULL,
        organization_id TEXT NOT NULL,
        currency TEXT NOT NULL,
        bucket TEXT NOT NULL,
        amount INTEGER NOT NULL,
        reason TEXT NOT NULL,
        transaction_id TEXT,
        payout_id TEXT,
        settlement_id TEXT,
        created_at INTEGER NOT NULL,
        seeded INTEGER NOT NULL DEFAULT 0
      )`,
      // The merchant's side only (queries repeat "bucket != 'external'" so these partial indexes apply).
      // Balance sums read this index alone (covering): account + bucket + time range.
      `CREATE INDEX ledger_entries_balance ON ledger_entries(organization_id, currency, bucket, created_at, amount)
        WHERE bucket != 'external'`,
      // Entry pages: keyset on (created_at, id) within an account.
      `CREATE INDEX ledger_entries_account ON ledger_entries(organization_id, currency, created_at, id)
        WHERE bucket != 'external'`,
      // Settlements and rolling reserves are grouped from this index alone.
      `CREATE INDEX ledger_entries_settlement ON ledger_entries(organization_id, settlement_id, reason, bucket, created_at, amount)
        WHERE settlement_id IS NOT NULL AND bucket != 'external'`,
      `CREATE INDEX ledger_entries_added ON ledger_entries(id) WHERE seeded = 0`,
      // Organizations with a rolling reserve (seeded with the payments).
      `CREATE TABLE reserve_policies (
        organization_id TEXT PRIMARY KEY,
        percent INTEGER NOT NULL,
        hold_ms INTEGER NOT NULL
      )`,
      `CREATE TABLE payout_methods (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        currency TEXT NOT NULL,
        label TEXT NOT NULL,
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX payout_methods_organization ON payout_methods(organization_id, currency)`,
      `CREATE TABLE payouts (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        currency TEXT NOT NULL,
        amount INTEGER NOT NULL,
        payout_method_id TEXT NOT NULL,
        reference TEXT NOT NULL,
        payout_request_id TEXT,
        created_at INTEGER NOT NULL,
        pending_at INTEGER NOT NULL,
        completed_at INTEGER NOT NULL,
        failure_reason TEXT,
        seeded INTEGER NOT NULL DEFAULT 0
      )`,
      `CREATE INDEX payouts_organization ON payouts(organization_id, created_at, id)`,
      `CREATE INDEX payouts_added ON payouts(id) WHERE seeded = 0`,
      `CREATE TABLE wallet_payout_requests (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        currency TEXT NOT NULL,
        amount INTEGER NOT NULL,
        payout_method_id TEXT NOT NULL,
        request_reference TEXT,
        identity_id TEXT,
        payout_id TEXT,
        created_at INTEGER NOT NULL,
        decided_at INTEGER,
        rejection_reason TEXT,
        seeded INTEGER NOT NULL DEFAULT 0
      )`,
      `CREATE INDEX wallet_payout_requests_organization ON wallet_payout_requests(organization_id, created_at, id)`,
      `CREATE UNIQUE INDEX wallet_payout_requests_reference ON wallet_payout_requests(organization_id, request_reference)
        WHERE request_reference IS NOT NULL`,
    ],
  },
  {
    version: 6,
    name: 'payout methods: kinds, details, verification and a default per currency',
    statements: [
      `ALTER TABLE payout_methods ADD COLUMN kind TEXT NOT NULL DEFAULT 'bank-account'`,
      `ALTER TABLE payout_methods ADD COLUMN holder_name TEXT`,
      `ALTER TABLE payout_methods ADD COLUMN iban TEXT`,
      `ALTER TABLE payout_methods ADD COLUMN bic TEXT`,
      `ALTER TABLE payout_methods ADD COLUMN account_number TEXT`,
      `ALTER TABLE payout_methods ADD COLUMN bank_code TEXT`,
      // Cards: never the full number.
      `ALTER TABLE payout_methods ADD COLUMN card_bin TEXT`,
      `ALTER TABLE payout_methods ADD COLUMN card_last4 TEXT`,
      `ALTER TABLE payout_methods ADD COLUMN card_brand TEXT`,
      `ALTER TABLE payout_methods ADD COLUMN wallet_provider TEXT`,
      `ALTER TABLE payout_methods ADD COLUMN wallet_account_id TEXT`,
      // NULL: never verified; later than now: pending; else verified (follows the emulator clock).
      `ALTER TABLE payout_methods ADD COLUMN verified_at INTEGER`,
      `ALTER TABLE payout_methods ADD COLUMN is_default INTEGER NOT NULL DEFAULT 0`,
      `ALTER TABLE payout_methods ADD COLUMN updated_at INTEGER`,
      // Removed methods stay for the payouts that name them.
      `ALTER TABLE payout_methods ADD COLUMN removed_at INTEGER`,
      `ALTER TABLE payout_methods ADD COLUMN seeded INTEGER NOT NULL DEFAULT 0`,
      // The methods of the first migration were one per organization and currency: each its currency's default.
      `UPDATE payout_methods SET is_default = 1, seeded = 1, verified_at = created_at, updated_at = created_at`,
      `CREATE UNIQUE INDEX payout_methods_default ON payout_methods(organization_id, currency)
        WHERE is_default = 1 AND removed_at IS NULL`,
      // Seeded methods as they were before the run changed them (a reset puts them back).
      `CREATE TABLE payout_methods_undo AS SELECT * FROM payout_methods WHERE 0`,
      `CREATE UNIQUE INDEX payout_methods_undo_id ON payout_methods_undo(id)`,
    ],
  },
  {
    version: 7,
    name: 'reports',
    // Reports are made at run time only (emptied on reset); their files live on disk (domain/reports/files.ts).
    statements: [
      `CREATE TABLE reports (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        identity_id TEXT NOT NULL,
        type TEXT NOT NULL,
        format TEXT NOT NULL,
        delivery TEXT NOT NULL,
        email TEXT,
        filters TEXT NOT NULL,
        status TEXT NOT NULL,
        rows INTEGER,
        size INTEGER,
        file_name TEXT,
        file_path TEXT,
        totals TEXT NOT NULL DEFAULT '[]',
        failure_reason TEXT,
        created_at INTEGER NOT NULL,
        completed_at INTEGER
      )`,
      `CREATE INDEX reports_organization ON reports(organization_id, created_at, id)`,
      // Transaction reports read every column they print from this index alone, in time order: the table's rows
      // lie in generation order, so reading them through the narrow index costs a random page per row.
      `CREATE INDEX transactions_org_report ON transactions(organization_id, created_at, id, project_id, type,
        status, result, amount, currency, fee, card_brand, card_last4, reference_id, settled_at)`,
    ],
  },
  {
    version: 8,
    name: 'outbox channels',
    // The outbox holds every email and SMS the provider would send: SMS go to a phone number, and a message may
    // carry a body (a reminder's text) beside its subject and link.
    statements: [
      `ALTER TABLE mail ADD COLUMN channel TEXT NOT NULL DEFAULT 'email'`,
      `ALTER TABLE mail ADD COLUMN body TEXT`,
    ],
  },
  {
    version: 9,
    name: 'payment links',
    // Links are made at run time or seeded on every seed (emptied on reset, like reports). Amounts are minor units;
    // the currencies, methods, customers, travel data and downloads are JSON lists. The card of a payment is kept
    // on its transaction (BIN and last 4 only), never here.
    statements: [
      `CREATE TABLE payment_links (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        project_id TEXT NOT NULL,
        token TEXT NOT NULL UNIQUE,
        description TEXT NOT NULL,
        amount INTEGER NOT NULL,
        adjustable_amount INTEGER NOT NULL DEFAULT 0,
        min_amount INTEGER,
        max_amount INTEGER,
        currencies TEXT NOT NULL,
        methods TEXT NOT NULL,
        customer_email TEXT,
        customer_phone TEXT,
        expires_at INTEGER,
        reusable INTEGER NOT NULL DEFAULT 0,
        partial_payment INTEGER NOT NULL DEFAULT 0,
        defined_customers INTEGER NOT NULL DEFAULT 0,
        customers TEXT NOT NULL DEFAULT '[]',
        reminder_days INTEGER,
        reminder_sent_at INTEGER,
        notify_by TEXT,
        travel INTEGER NOT NULL DEFAULT 0,
        travel_data TEXT,
        downloads TEXT NOT NULL DEFAULT '[]',
        paid_count INTEGER NOT NULL DEFAULT 0,
        paid_amount INTEGER NOT NULL DEFAULT 0,
        last_paid_at INTEGER,
        disabled_at INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      )`,
      `CREATE INDEX payment_links_organization ON payment_links(organization_id, created_at, id)`,
      // The time job reads only links still waiting for their expiry or reminder.
      `CREATE INDEX payment_links_expiring ON payment_links(expires_at)
        WHERE expires_at IS NOT NULL AND disabled_at IS NULL`,
      // A link's payments (transactions/list with paymentLinkId).
      `CREATE INDEX transactions_payment_link ON transactions(payment_link_id, created_at, id)
        WHERE payment_link_id IS NOT NULL`,
    ],
  },
  {
    version: 10,
    name: 'uploads: chunked, resumable files (payment link downloads)',
    // Made at run time only (emptied on reset); the bytes live on disk (domain/uploads/store.ts), the row says
    // how many arrived. `download_token` is the opaque secret of the public download path, set on completion.
    statements: [
      `CREATE TABLE uploads (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        identity_id TEXT NOT NULL,
        name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        received INTEGER NOT NULL DEFAULT 0,
        file_path TEXT NOT NULL,
        sha256 TEXT,
        download_token TEXT UNIQUE,
        created_at INTEGER NOT NULL,
        completed_at INTEGER
      )`,
      `CREATE INDEX uploads_organization ON uploads(organization_id, created_at)`,
    ],
  },
  {
    version: 11,
    name: 'plans and subscriptions',
    // Made at run time or by the seed (both emptied on reset); payments are transactions (charge-recurring) with
    // `meta.subscriptionId`, listed per invoice in subscription_payments.
    statements: [
      `CREATE TABLE plans (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        name TEXT NOT NULL,
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        interval TEXT NOT NULL,
        interval_count INTEGER NOT NULL,
        discount_percent REAL NOT NULL,
        setup_fee INTEGER NOT NULL,
        trial_days INTEGER NOT NULL,
        vat_percent REAL NOT NULL,
        status TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      )`,
      `CREATE INDEX plans_organization ON plans(organization_id, created_at, id)`,
      `CREATE TABLE subscriptions (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        project_id TEXT NOT NULL,
        customer_id TEXT NOT NULL,
        plan_id TEXT NOT NULL,
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        interval TEXT NOT NULL,
        interval_count INTEGER NOT NULL,
        discount_percent REAL NOT NULL,
        setup_fee INTEGER NOT NULL,
        vat_percent REAL NOT NULL,
        status TEXT NOT NULL,
        starts TEXT NOT NULL,
        starts_at INTEGER NOT NULL,
        ends TEXT NOT NULL,
        ends_after_cycles INTEGER,
        ends_at INTEGER,
        collection_method TEXT NOT NULL,
        payment_method_id TEXT,
        payment_method_label TEXT,
        invoice_fields TEXT NOT NULL,
        reminders INTEGER NOT NULL,
        trial_ends_at INTEGER,
        anchor_at INTEGER NOT NULL,
        anchor_cycle INTEGER NOT NULL,
        next_billing_at INTEGER,
        cycles_billed INTEGER NOT NULL,
        cancel_at_period_end INTEGER NOT NULL DEFAULT 0,
        paused_at INTEGER,
        ended_at INTEGER,
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX subscriptions_organization ON subscriptions(organization_id, created_at, id)`,
      `CREATE INDEX subscriptions_plan ON subscriptions(plan_id)`,
      `CREATE INDEX subscriptions_due ON subscriptions(status, next_billing_at)`,
      `CREATE TABLE subscription_invoices (
        id TEXT PRIMARY KEY,
        subscription_id TEXT NOT NULL,
        cycle INTEGER NOT NULL,
        period_start INTEGER NOT NULL,
        period_end INTEGER NOT NULL,
        net_amount INTEGER NOT NULL,
        vat_amount INTEGER NOT NULL,
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        status TEXT NOT NULL,
        issued_at INTEGER NOT NULL,
        paid_at INTEGER,
        next_attempt_at INTEGER
      )`,
      `CREATE INDEX subscription_invoices_subscription ON subscription_invoices(subscription_id, cycle)`,
      `CREATE TABLE subscription_payments (
        transaction_id TEXT PRIMARY KEY,
        invoice_id TEXT NOT NULL,
        result TEXT NOT NULL,
        result_code TEXT NOT NULL,
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX subscription_payments_invoice ON subscription_payments(invoice_id, created_at)`,
      `CREATE TABLE subscription_reminders (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        invoice_id TEXT NOT NULL,
        channel TEXT NOT NULL,
        to_address TEXT NOT NULL,
        sent_at INTEGER NOT NULL
      )`,
      `CREATE INDEX subscription_reminders_invoice ON subscription_reminders(invoice_id, sent_at)`,
    ],
  },
  {
    version: 12,
    name: 'allowed IP lists',
    // Per organization; `entries` is a JSON array of addresses and CIDR ranges as typed (trimmed). Names are
    // unique per organization whatever their case (the domain checks first; the index stops a race).
    statements: [
      `CREATE TABLE allowed_ip_lists (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        name TEXT NOT NULL,
        entries TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      )`,
      `CREATE UNIQUE INDEX allowed_ip_lists_name ON allowed_ip_lists(organization_id, name COLLATE NOCASE)`,
    ],
  },
  {
    version: 13,
    name: 'API keys',
    // Made at run time only (emptied on reset). Only SHA-256 hashes of secrets are kept; after a roll the old
    // hash keeps working until previous_expires_at. Permissions are JSON { group: 'view' | 'full' }.
    statements: [
      `CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        project_id TEXT,
        name TEXT NOT NULL,
        mode TEXT NOT NULL,
        prefix TEXT NOT NULL,
        secret_hash TEXT NOT NULL UNIQUE,
        previous_secret_hash TEXT,
        previous_expires_at INTEGER,
        permissions TEXT NOT NULL,
        expires_at INTEGER,
        ip_ranges TEXT NOT NULL,
        allowed_ip_list_ids TEXT NOT NULL,
        last_used_at INTEGER,
        last_used_ip TEXT,
        created_by TEXT,
        created_by_name TEXT,
        created_at INTEGER NOT NULL,
        rolled_at INTEGER,
        revoked_at INTEGER
      )`,
      `CREATE INDEX api_keys_organization ON api_keys(organization_id, created_at, id)`,
      `CREATE INDEX api_keys_previous_secret ON api_keys(previous_secret_hash)`,
      `CREATE TABLE api_key_idempotency (
        api_key_id TEXT NOT NULL,
        idempotency_key TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        status INTEGER NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (api_key_id, idempotency_key)
      )`,
    ],
  },
  {
    version: 14,
    name: 'webhook endpoints, deliveries and attempts',
    statements: [
      `CREATE TABLE webhook_endpoints (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        project_id TEXT NOT NULL,
        url TEXT NOT NULL,
        description TEXT,
        events TEXT NOT NULL,
        secret TEXT NOT NULL,
        enabled INTEGER NOT NULL,
        disabled_reason TEXT,
        disabled_at INTEGER,
        failing_since INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      )`,
      `CREATE INDEX webhook_endpoints_project ON webhook_endpoints(project_id, enabled)`,
      `CREATE INDEX webhook_endpoints_organization ON webhook_endpoints(organization_id, created_at)`,
      `CREATE TABLE webhook_deliveries (
        id TEXT PRIMARY KEY,
        endpoint_id TEXT NOT NULL,
        organization_id TEXT NOT NULL,
        event_id TEXT NOT NULL,
        event_type TEXT NOT NULL,
        body TEXT NOT NULL,
        status TEXT NOT NULL,
        attempt_count INTEGER NOT NULL,
        schedule_step INTEGER NOT NULL,
        last_status_code INTEGER,
        delivered_at INTEGER,
        next_attempt_at INTEGER,
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries(endpoint_id, created_at, id)`,
      `CREATE INDEX webhook_deliveries_due ON webhook_deliveries(status, next_attempt_at)`,
      `CREATE TABLE webhook_attempts (
        delivery_id TEXT NOT NULL,
        endpoint_id TEXT NOT NULL,
        at INTEGER NOT NULL,
        status_code INTEGER,
        latency_ms INTEGER NOT NULL,
        response_excerpt TEXT,
        error TEXT,
        ok INTEGER NOT NULL
      )`,
      `CREATE INDEX webhook_attempts_delivery ON webhook_attempts(delivery_id, at)`,
      `CREATE INDEX webhook_attempts_endpoint ON webhook_attempts(endpoint_id, at)`,
    ],
  },
  {
    version: 15,
    name: 'team: invites on identities, two-step authentication enforced per organization',
    statements: [
      `ALTER TABLE identities ADD COLUMN invited_at INTEGER`,
      `ALTER TABLE identities ADD COLUMN invited_by TEXT`,
      `CREATE TABLE team_settings (
        organization_id TEXT PRIMARY KEY,
        two_fa_enforced INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER NOT NULL,
        updated_by TEXT
      )`,
    ],
  },
  {
    version: 16,
    name: 'live access: expiries announced',
    // When the clock job told an expired group's identity (accessChanged, or signed out when nothing was left);
    // NULL until then, so each expiry is handled once.
    statements: [
      `ALTER TABLE identity_groups ADD COLUMN expiry_announced_at INTEGER`,
      `CREATE INDEX identity_groups_expiry ON identity_groups(expires_at) WHERE expiry_announced_at IS NULL`,
    ],
  },
  {
    version: 17,
    name: 'mailbox: what a topic is about, read marks per identity, support answers due',
    statements: [
      // The record a topic is about (transaction, dispute, payout, report), linked to its page; NULL for none.
      `ALTER TABLE topics ADD COLUMN about_type TEXT`,
      `ALTER TABLE topics ADD COLUMN about_id TEXT`,
      // When the support desk answers the newest merchant message; NULL once answered (or nothing to answer).
      `ALTER TABLE topics ADD COLUMN answer_due_at INTEGER`,
      `CREATE INDEX topics_answer_due ON topics(answer_due_at) WHERE answer_due_at IS NOT NULL`,
      // Up to when each identity has read a topic: newer messages are unread for it.
      `CREATE TABLE topic_reads (
        topic_id TEXT NOT NULL REFERENCES topics(id),
        identity_id TEXT NOT NULL,
        read_at INTEGER NOT NULL,
        PRIMARY KEY (topic_id, identity_id)
      )`,
    ],
  },
  {
    version: 18,
    name: 'antifraud: rules and block/allow lists per organization',
    statements: [
      `CREATE TABLE antifraud_rules (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        name TEXT NOT NULL,
        action TEXT NOT NULL,
        priority INTEGER NOT NULL,
        enabled INTEGER NOT NULL,
        conditions TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      )`,
      `CREATE INDEX antifraud_rules_organization ON antifraud_rules(organization_id, priority)`,
      `CREATE TABLE antifraud_entries (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        list_type TEXT NOT NULL,
        kind TEXT NOT NULL,
        value TEXT NOT NULL,
        note TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (organization_id, list_type, kind, value)
      )`,
    ],
  },
  {
    version: 19,
    name: 'translations: languages of an organization and their texts',
    statements: [
      `CREATE TABLE translation_languages (
        organization_id TEXT NOT NULL,
        code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (organization_id, code)
      )`,
      `CREATE TABLE translation_texts (
        organization_id TEXT NOT NULL,
        code TEXT NOT NULL,
        key TEXT NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (organization_id, code, key)
      )`,
    ],
  },
  {
    version: 20,
    name: 'audit trail: append-only entries of who did what, when and from where',
    statements: [
      // seq (the rowid) orders entries written at the same instant and ends every index, so a page is a range scan.
      `CREATE TABLE audit_entries (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        organization_id TEXT NOT NULL,
        at INTEGER NOT NULL,
        actor_id TEXT,
        actor_name TEXT NOT NULL,
        actor_email TEXT NOT NULL,
        ip TEXT NOT NULL,
        user_agent TEXT NOT NULL,
        kind TEXT NOT NULL,
        target_type TEXT NOT NULL,
        target_id TEXT NOT NULL,
        summary TEXT NOT NULL,
        before TEXT,
        after TEXT,
        amount INTEGER,
        currency TEXT
      )`,
      `CREATE INDEX audit_entries_time ON audit_entries(organization_id, at)`,
      `CREATE INDEX audit_entries_actor ON audit_entries(organization_id, actor_id, at)`,
      `CREATE INDEX audit_entries_kind ON audit_entries(organization_id, kind, at)`,
      `CREATE INDEX audit_entries_target ON audit_entries(organization_id, target_type, target_id, at)`,
      // Only the test-control reset empties the trail: it sets this flag, deletes and clears it in one transaction.
      `CREATE TABLE audit_reset (flag INTEGER NOT NULL)`,
      `CREATE TRIGGER audit_entries_no_update BEFORE UPDATE ON audit_entries
       BEGIN SELECT RAISE(ABORT, 'audit entries are append-only'); END`,
      `CREATE TRIGGER audit_entries_no_delete BEFORE DELETE ON audit_entries
       WHEN NOT EXISTS (SELECT 1 FROM audit_reset)
       BEGIN SELECT RAISE(ABORT, 'audit entries are append-only'); END`,
    ],
  },
  {
    version: 21,
    name: 'dispute reminders: which thresholds each dispute was reminded of',
    // One row per dispute and threshold (7, 3, 1 days before its response deadline), written when the clock job
    // handled it, so each threshold is sent once; the mailbox topic the reminders go to is kept with it.
    statements: [
      `CREATE TABLE dispute_reminders (
        dispute_id TEXT NOT NULL,
        days_before INTEGER NOT NULL,
        organization_id TEXT NOT NULL,
        topic_id TEXT,
        sent_at INTEGER NOT NULL,
        PRIMARY KEY (dispute_id, days_before)
      )`,
      `CREATE INDEX disputes_deadline ON disputes(response_deadline) WHERE response_deadline IS NOT NULL`,
    ],
  },
  {
    version: 22,
    name: 'scheduled reports: schedules and their runs',
    statements: [
      // A report type on a schedule; next_run_at is the next run on the emulator clock (computed in its zone).
      `CREATE TABLE report_schedules (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        identity_id TEXT NOT NULL,
        type TEXT NOT NULL,
        format TEXT NOT NULL,
        delivery TEXT NOT NULL,
        email TEXT,
        project_id TEXT,
        frequency TEXT NOT NULL,
        weekday INTEGER,
        day_of_month INTEGER,
        time TEXT NOT NULL,
        time_zone TEXT NOT NULL,
        next_run_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      )`,
      `CREATE INDEX report_schedules_organization ON report_schedules(organization_id, created_at)`,
      `CREATE INDEX report_schedules_due ON report_schedules(next_run_at)`,
      // One row per run: the time it was due and the report it made (whose file the report keeps).
      `CREATE TABLE report_schedule_runs (
        schedule_id TEXT NOT NULL,
        run_at INTEGER NOT NULL,
        report_id TEXT NOT NULL,
        PRIMARY KEY (schedule_id, run_at)
      )`,
    ],
  },
  {
    version: 23,
    name: 'search: the lookups of a search limited to some projects',
    // An organization-wide search uses the organization indexes of migration 3; a caller reading only some
    // projects looks up card last 4 and emails by project.
    statements: [
      `CREATE INDEX transactions_project_last4 ON transactions(project_id, card_last4, created_at)`,
      `CREATE INDEX transactions_project_email ON transactions(project_id, customer_email, created_at)`,
      `CREATE INDEX transactions_project_reference ON transactions(project_id, reference_id)`,
    ],
  },
  {
    version: 24,
    name: "saved views: a list's URL state and columns under a name, private or shared with the organization",
    // The owner is the user (one person across identities); a name is unique among one owner's views of a list.
    statements: [
      `CREATE TABLE saved_views (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        list TEXT NOT NULL,
        owner_id TEXT NOT NULL,
        owner_name TEXT NOT NULL,
        name TEXT NOT NULL,
        visibility TEXT NOT NULL,
        search TEXT NOT NULL,
        columns TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      )`,
      `CREATE UNIQUE INDEX saved_views_owner_name ON saved_views(organization_id, list, owner_id, name)`,
      `CREATE INDEX saved_views_list ON saved_views(organization_id, list, visibility)`,
    ],
  },
  {
    version: 25,
    name: 'bulk refunds: a job per bulk refund and its items',
    // The job keeps who started it (identity, merchant, the actor of its audit entries) because its items are
    // refunded later, outside that request. (organization, reference) is unique: a retried create finds its job.
    statements: [
      `CREATE TABLE bulk_refunds (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL,
        reference TEXT NOT NULL,
        identity_id TEXT NOT NULL,
        merchant_id TEXT NOT NULL,
        actor TEXT NOT NULL,
        ip TEXT NOT NULL,
        user_agent TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (organization_id, reference)
      )`,
      // request_reference is unique: an item's refund is written with its status change, so one item refunds once.
      `CREATE TABLE bulk_refund_items (
        bulk_refund_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        transaction_id TEXT NOT NULL,
        request_reference TEXT NOT NULL UNIQUE,
        amount INTEGER,
        currency TEXT,
        status TEXT NOT NULL,
        refund_id TEXT,
        reason_code TEXT,
        reason_message TEXT,
        PRIMARY KEY (bulk_refund_id, position)
      )`,
      `CREATE INDEX bulk_refund_items_open ON bulk_refund_items(status, bulk_refund_id, position)`,
    ],
  },
  {
    version: 26,
    name: 'search: the text of transactions read from an index',
    // Cmd+K's contained-text search reads every reference and email of an organization: from this covering index,
    // newest first, instead of the wide transaction rows (33 → 10 ms over 20,000 transactions).
    statements: [
      `CREATE INDEX transactions_search_text
        ON transactions(organization_id, created_at, reference_id, customer_email, card_last4, id)`,
    ],
  },
];
