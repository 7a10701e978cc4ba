import { randomUUID } from "node:crypto";
import { BadRequestError, NotFoundError, TooManyRequestsError, UnauthorizedError } from "../../errors";
import type { ApiContext } from "../../http/api-context";
import { isScope } from "../scope/scopes";
import type { AuthRuntime } from "../auth/auth-runtime";
import * as repo from "./user.repo";
import {
  BusinessCooperationSchema,
  NatureBodySchema,
  ProfilePatchSchema,
  ProfilePutSchema,
  USER_TEXT,
  electivesProblem,
  type OwnUser,
} from "./user.schema";

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

export function createUserService(rt: AuthRuntime) {
  const db = rt.deps.database.db;

  async function load(userId: string): Promise<repo.UserRow> {
    const user = await repo.findUser(db, userId);
    // The token was valid a moment ago; a user deleted since is a logged-out user.
    if (!user) throw new UnauthorizedError();
    return user;
  }

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
    async own(userId: string): Promise<OwnUser> {
      return toOwnUser(await load(userId));
    },
    patch: (userId: string, body: unknown) => write(userId, ProfilePatchSchema.parse(body ?? {})),
    put: (userId: string, body: unknown) => write(userId, ProfilePutSchema.parse(body ?? {})),
    patchNature: (userId: string, body: unknown) => write(userId, NatureBodySchema.parse(body ?? {})),

    async businessCooperation(body: unknown, ip: string, ctx: ApiContext): Promise<void> {
      const form = BusinessCooperationSchema.parse(body ?? {});
      // Honeypot: people never see the field, so a value means a bot. Refused without saying why.
      if (form.website && form.website.trim() !== "") throw new BadRequestError(USER_TEXT.refused);
      const t = rt.now();
      const recent = await repo.cooperationsFromAddressSince(db, ip, new Date(t - 3600_000));
      if (recent >= rt.deps.env.COOPERATION_IP_HOURLY_LIMIT) throw new TooManyRequestsError(USER_TEXT.tooMany);
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
