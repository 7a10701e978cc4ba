import { randomUUID } from "node:crypto";
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from "../../errors";
import type { Db } from "../../db/client";
import { randomToken, sha256 } from "../auth/keys";
import type { OauthService } from "../oauth/oauth.service";
import type { SmsResponse } from "../oauth/oauth.schema";
import { SCOPES } from "../scope/scopes";
import * as repo from "./admin.repo";
import { ADMIN_TEXT, ALL, type AdminLogin, type AdminSession, type AdminSmsQuery, type AuditEntry, type Staff, type StaffInput } from "./admin.schema";
import { can, type StaffAction, type Target } from "./authorize";

/** A logged-in staff member, as every admin action sees it. */
export interface Actor extends Staff {
  /** The token hash of the session, for logout. */
  sessionHash: string;
}

/** The CLI's actor: the first admin is added by the operator on the server itself. */
export const CLI_ACTOR = { id: null, phone: "cli" } as const;

export interface AdminDeps {
  db: Db;
  now: () => number;
  oauth: Pick<OauthService, "sendCode" | "completeLogin">;
  /** Channel codes the deployment knows (lower-case). */
  channelCodes: readonly string[];
  /** Idle and absolute session windows. */
  idleMinutes?: number;
  absoluteHours?: number;
}

const MINUTE = 60_000;

function toStaff(row: repo.StaffRow): Staff {
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    role: row.role as Staff["role"],
    channels: row.channels,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    disabled: row.disabledAt !== null,
  };
}

type AuditWho = { id: string | null; phone: string };
type AuditEntryInput = { action: string; entity: string; entityId?: string | null; before?: unknown; after?: unknown };

/** One audit entry, as the service writes it; also for the operator's command-line imports (who: CLI_ACTOR). */
export async function writeAudit(tx: Db, at: Date, who: AuditWho, entry: AuditEntryInput): Promise<void> {
  await repo.insertAudit(tx, {
    at,
    staffId: who.id,
    staffPhone: who.phone,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export function createAdminService(deps: AdminDeps) {
  const { db, now } = deps;
  const idle = (deps.idleMinutes ?? 30) * MINUTE;
  const absolute = (deps.absoluteHours ?? 12) * 60 * MINUTE;

  /** Writes one audit entry: who, what, when, before and after. */
  async function audit(who: AuditWho, entry: AuditEntryInput, tx: Db = db): Promise<void> {
    await writeAudit(tx, new Date(now()), who, entry);
  }

  /** Refuses (403) unless the actor may do this. */
  function authorize(actor: Actor, action: StaffAction, target?: Target): void {
    if (!can(actor, action, target)) throw new ForbiddenError(ADMIN_TEXT.forbidden);
  }

  function checkGrants<T extends Pick<StaffInput, "channels" | "scopes">>(input: T): T {
    const channels = input.channels.includes(ALL) ? [ALL] : [...new Set(input.channels)];
    const scopes = input.scopes.includes(ALL) ? [ALL] : [...new Set(input.scopes)];
    if (channels.some((c) => c !== ALL && !deps.channelCodes.includes(c))) throw new BadRequestError(ADMIN_TEXT.channelInvalid);
    if (scopes.some((c) => c !== ALL && !(SCOPES as readonly string[]).includes(c))) throw new BadRequestError(ADMIN_TEXT.scopeInvalid);
    return { ...input, channels, scopes };
  }

  async function addStaff(actor: Actor | typeof CLI_ACTOR, raw: StaffInput): Promise<Staff> {
    if (actor.id !== null) authorize(actor as Actor, "staff.manage");
    const input = checkGrants(raw);
    return db.transaction(async (tx) => {
      const row = { id: randomUUID(), ...input, createdAt: new Date(now()), createdBy: actor.id };
      if (!(await repo.insertStaff(tx, row))) throw new ConflictError(ADMIN_TEXT.staffExists);
      const added = toStaff({ ...row, disabledAt: null });
      await audit(actor, { action: "staff.add", entity: "staff", entityId: row.id, after: added }, tx);
      return added;
    });
  }

  async function updateStaff(actor: Actor, id: string, raw: Omit<StaffInput, "phone"> & { disabled?: boolean }): Promise<Staff> {
    authorize(actor, "staff.manage");
    if (id === actor.id) throw new BadRequestError(ADMIN_TEXT.selfChange);
    const input = checkGrants(raw);
    return db.transaction(async (tx) => {
      const before = await repo.staffById(tx, id);
      if (!before) throw new NotFoundError(ADMIN_TEXT.staffNotFound);
      const disabledAt = raw.disabled ? (before.disabledAt ?? new Date(now())) : null;
      const row = await repo.updateStaff(tx, id, { name: input.name, role: input.role, channels: input.channels, scopes: input.scopes, disabledAt });
      if (!row) throw new NotFoundError(ADMIN_TEXT.staffNotFound);
      // A changed role or grant applies at once: the member logs in again.
      await repo.deleteSessionsOf(tx, id);
      const after = toStaff(row);
      await audit(actor, { action: "staff.update", entity: "staff", entityId: id, before: toStaff(before), after }, tx);
      return after;
    });
  }

  return {
    audit,
    authorize,
    addStaff,
    updateStaff,

    async listStaff(actor: Actor): Promise<Staff[]> {
      authorize(actor, "staff.manage");
      return (await repo.listStaff(db)).map(toStaff);
    },

    /** An SMS code for a staff number; other numbers get the same answer and no message. */
    async sendCode(q: AdminSmsQuery, ip: string): Promise<SmsResponse> {
      const member = await repo.staffByPhone(db, q.phoneNo);
      if (!member || member.disabledAt) return { expires_in: 600, resend_after: 60 };
      return deps.oauth.sendCode({ phone: q.phoneNo, code: q.code, encrypt: q.encrypt, op: q.op }, ip, "admin_login");
    },

    /** Phone + captcha + SMS code of a staff number → a staff session, separate from any user login. */
    async login(b: AdminLogin): Promise<AdminSession> {
      let member: repo.StaffRow | null = null;
      const token = randomToken();
      return deps.oauth.completeLogin(
        b,
        "admin_login",
        async (tx, at) => {
          await repo.insertSession(tx, { tokenHash: sha256(token), staffId: member!.id, createdAt: at, lastSeenAt: at, expiresAt: new Date(at.getTime() + absolute) });
          await audit({ id: member!.id, phone: member!.phone }, { action: "login", entity: "session", entityId: member!.id }, tx);
          return { token, expires_in: Math.floor(absolute / 1000), staff: toStaff(member!) };
        },
        async () => {
          member = await repo.staffByPhone(db, b.phoneNo);
          if (!member || member.disabledAt) throw new ForbiddenError(ADMIN_TEXT.notStaff);
        },
      );
    },

    /** The staff member behind a session token; 401 for none, an ended one or a disabled member. */
    async actorOf(token: string | null | undefined): Promise<Actor> {
      if (!token) throw new UnauthorizedError(ADMIN_TEXT.loginRequired);
      const at = now();
      const hash = sha256(token);
      const session = await repo.touchSession(db, hash, new Date(at), new Date(at - idle));
      const member = session ? await repo.staffById(db, session.staffId) : null;
      if (!member || member.disabledAt) throw new UnauthorizedError(ADMIN_TEXT.loginRequired);
      return { ...toStaff(member), sessionHash: hash };
    },

    async logout(actor: Actor): Promise<void> {
      await repo.deleteSession(db, actor.sessionHash);
      await audit(actor, { action: "logout", entity: "session", entityId: actor.id });
    },

    async auditPage(actor: Actor, page: number, pageSize: number): Promise<{ total: number; page: number; pageSize: number; items: AuditEntry[] }> {
      authorize(actor, "audit.read");
      const { items, total } = await repo.auditPage(db, page, pageSize);
      return {
        total,
        page,
        pageSize,
        items: items.map((r) => ({ id: r.id, at: r.at.toISOString(), staffPhone: r.staffPhone, action: r.action, entity: r.entity, entityId: r.entityId, before: r.before, after: r.after })),
      };
    },

    purgeSessions: () => repo.purgeSessions(db, new Date(now())),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
