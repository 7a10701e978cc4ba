import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { BadRequestError, NotFoundError, TooManyRequestsError, UnauthorizedError } from "../../errors";
import { isScope, type Scope } from "../scope/scopes";
import * as repo from "./user.repo";
import { USER_TEXT, electivesProblem, type BusinessCooperation, type OwnUser } from "./user.schema";

function toOwnUser(u: repo.UserRow): OwnUser {
  return {
    id: u.id,
    phoneNo: u.phone,
    displayName: u.displayName,
    nature: u.nature as OwnUser["nature"],
    gender: u.gender as OwnUser["gender"],
    highSchool: u.highSchool,
    graduationYear: u.graduationYear,
    province: isScope(u.province) ? u.province : null,
    electives: (u.electives ?? []) as OwnUser["electives"],
    createdAt: u.createdAt.toISOString(),
  };
}

export function createUserService(rt: { db: Db; now: () => number; /** Business cooperation submissions one address may make per hour. */ cooperationHourlyLimit: number }) {
  const db = rt.db;

  /** Electives must fit the province they end up with, whichever of the two changed. */
  function checkElectives(merged: repo.ProfileColumns, electivesSent: boolean) {
    if (!merged.electives || merged.electives.length === 0) return;
    if (!isScope(merged.province)) throw new BadRequestError(USER_TEXT.electivesNeedProvince);
    const problem = electivesProblem(merged.province, merged.electives);
    // Sent electives get the precise rule; stored ones broken by a province change get the general word.
    if (problem) throw new BadRequestError(electivesSent ? problem : USER_TEXT.electivesMismatch);
  }

  /** Read, check and write in one transaction: two saves at once cannot combine into a profile neither one checked. */
  async function write(userId: string, values: Partial<repo.ProfileColumns>): Promise<OwnUser> {
    return db.transaction(async (tx) => {
      const current = await repo.lockUser(tx, userId);
      if (!current) throw new UnauthorizedError();
      checkElectives({ ...current, ...values }, values.electives !== undefined);
      const updated = await repo.updateUser(tx, userId, values, new Date(rt.now()));
      if (!updated) throw new NotFoundError("用户不存在");
      return toOwnUser(updated);
    });
  }

  return {
    /** The profile from a users row read a moment ago (with the token check). */
    ownFrom: (row: repo.UserRow): OwnUser => toOwnUser(row),
    /** PATCH, PUT and PATCH nature: the validated fields to write. */
    update: (userId: string, values: Partial<repo.ProfileColumns>) => write(userId, values),

    /** The user of this phone, created on the first login; runs inside the login's transaction. */
    ensureOnLogin: (tx: Db, row: { id: string; phone: string; province: string | null; at: Date }) => repo.ensureUser(tx, row),

    async businessCooperation(form: BusinessCooperation, ip: string, ctx: { province: Scope | null; channel: string | null }): Promise<void> {
      // Honeypot: people never see the field, so a value means a bot. Refused without saying why.
      if (form.website && form.website.trim() !== "") throw new BadRequestError(USER_TEXT.refused);
      const t = rt.now();
      const recent = await repo.cooperationsFromAddressSince(db, ip, new Date(t - 3600_000));
      if (recent >= rt.cooperationHourlyLimit) throw new TooManyRequestsError(USER_TEXT.tooMany);
      await repo.insertBusinessCooperation(db, {
        id: randomUUID(),
        company: form.company,
        contact: form.contact,
        phone: form.phone,
        message: form.message,
        province: ctx.province,
        channel: ctx.channel,
        ip,
        createdAt: new Date(t),
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
