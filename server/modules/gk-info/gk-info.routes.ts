import express, { type Request, type Response, type Router } from "express";
import type { AppDeps } from "#server/deps";
import { BadRequestError } from "#server/errors";
import type { ApiContext } from "#server/http/api-context";
import { handle, ok } from "#server/http/envelope";
import type { Scope } from "../scope/scopes";
import { EnrollInfoSchema, EnrollmentPlansSchema, MajorCoursesSchema, MajorEnrollsSchema, QueryUniversitiesSchema, SuggestUniversitiesSchema, UcodeSchema, UniversityUcodeSchema } from "./gk-info.schema";
import * as service from "./gk-info.service";

function scopeOf(res: Response): Scope {
  const { province } = res.locals.api as ApiContext;
  if (!province) throw new BadRequestError("缺少或无效的省份（province）");
  return province;
}
/** GET reads the query string, POST the JSON body; either may carry the parameters. */
const params = (req: Request) => ({ ...(req.query as Record<string, unknown>), ...(req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {}) });

/** Mounted at /yc-gk-info/rest/ncee: public reference data (spec §7 Gaokao info). */
export function createGkInfoRouter(deps: AppDeps): Router {
  const db = deps.database.db;
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "public, max-age=300");
    next();
  });

  router.post("/query_universities", handle(async (req, res) => ok(res, await service.queryUniversities(db, scopeOf(res), QueryUniversitiesSchema.parse(params(req))))));
  router.all("/suggest_universities", handle(async (req, res) => ok(res, await service.suggestUniversities(db, SuggestUniversitiesSchema.parse(params(req))))));
  router.all("/get_university_by_ucode", handle(async (req, res) => ok(res, await service.universityInfo(db, UcodeSchema.parse(params(req)).ucode))));
  router.post("/get_university_ucode", handle(async (req, res) => ok(res, await service.universityUcode(db, UniversityUcodeSchema.parse(params(req)).name))));
  router.all(
    "/get_university_enroll_info",
    handle(async (req, res) => {
      const parsed = EnrollInfoSchema.safeParse(params(req));
      // Spec §7: on failure the lists are empty, not an error.
      if (!parsed.success) return ok(res, { newEnrollInfoList: [], oldEnrollInfoList: [] });
      ok(res, await service.enrollInfo(db, scopeOf(res), parsed.data));
    }),
  );
  router.all("/query_major_enrolls", handle(async (req, res) => ok(res, await service.majorEnrolls(db, scopeOf(res), MajorEnrollsSchema.parse(params(req))))));
  router.get("/query_recruitment_brochure", handle(async (req, res) => ok(res, service.recruitmentBrochure(UcodeSchema.parse(params(req)).ucode), "暂无")));
  router.get("/query_enrollment_plans", handle(async (req, res) => ok(res, await service.enrollmentPlans(db, scopeOf(res), EnrollmentPlansSchema.parse(params(req))))));
  router.get("/query_major_courses", handle(async (req, res) => ok(res, await service.majorCourses(db, scopeOf(res), MajorCoursesSchema.parse(params(req))))));
  return router;
}
