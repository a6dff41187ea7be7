/** Users and their identities as stored, and how they are looked up. */
import type { DomainContext } from '../context.js';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  password_change_required: number;
  status: 'active' | 'suspended' | 'pending';
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number;
  created_at: number;
}

export interface IdentityRow {
  id: string;
  user_id: string;
  merchant_id: string;
  name: string;
  status: string;
  attributes: string;
  last_login_at: number | null;
  created_at: number;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function userByEmail(ctx: DomainContext, email: string): Promise<UserRow | undefined> {
  return ctx.db.get<UserRow>('SELECT * FROM users WHERE email = ?', [normalizeEmail(email)]);
}

export async function userById(ctx: DomainContext, id: string): Promise<UserRow | undefined> {
  return ctx.db.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]);
}

export async function activeIdentities(ctx: DomainContext, userId: string): Promise<IdentityRow[]> {
  return ctx.db.all<IdentityRow>(
    "SELECT * FROM identities WHERE user_id = ? AND status = 'active' ORDER BY created_at, id",
    [userId],
  );
}
