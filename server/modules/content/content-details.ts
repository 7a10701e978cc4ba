// Checks the kind-specific fields of a content item before it is saved: each kind's schema, and what
// only the database can answer (the university exists, uploads exist and are of the right type).
import type { z } from "zod";
import { BadRequestError } from "../../errors";
import type { Db } from "../../db/client";
import type { Target } from "../admin/authorize";
import * as repo from "./content.repo";
import { uploadUrl } from "./content.service";
import { BODY_REQUIRED_KINDS, CONTENT_TEXT, type ContentInput, type ContentKind } from "./content.schema";
import { CAPTIONS_MIME } from "../uploads/captions-check";
import { CaptionsDetailsSchema, DETAILS_TEXT, LiveDetailsSchema, ShowDetailsSchema, VOCATIONAL_SCOPES, VocationalDetailsSchema } from "./content-details.schema";

function parse<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, raw: unknown): T {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? CONTENT_TEXT.notFound);
  return parsed.data;
}

const isHttps = (url: string) => {
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
};

/** The details to store for this kind (null for kinds without any); throws 400 with the Chinese reason. */
export async function checkDetails(db: Db, kind: ContentKind, input: ContentInput, target: Target): Promise<Record<string, unknown> | null> {
  if (BODY_REQUIRED_KINDS.includes(kind) && !input.body) throw new BadRequestError(CONTENT_TEXT.bodyRequired);
  switch (kind) {
    // Banners, popups and the video itself keep their fields in columns (checkKind, content-kinds.ts).
    case "article":
    case "manual":
    case "banner":
    case "popup":
      return null;
    case "lesson":
    case "guide": {
      const { captionsUploadId } = parse(CaptionsDetailsSchema, input.details);
      if (!captionsUploadId) return null;
      if (!input.videoUrl) throw new BadRequestError(DETAILS_TEXT.captionsWithoutVideo);
      const row = await repo.uploadById(db, captionsUploadId);
      if (!row) throw new BadRequestError(DETAILS_TEXT.captionsMissing);
      if (row.mime !== CAPTIONS_MIME) throw new BadRequestError(DETAILS_TEXT.captionsNotVtt);
      // The address is kept for the editor and the preview; the public answers read it from the upload itself.
      return { captionsUploadId, captionsUrl: uploadUrl(row) };
    }
    case "live":
      return parse(LiveDetailsSchema, input.details);
    case "show": {
      const details = parse(ShowDetailsSchema, input.details);
      const university = await repo.universityName(db, details.ucode);
      if (!university) throw new BadRequestError(DETAILS_TEXT.showUniversityUnknown);
      if (input.videoUrl && !isHttps(input.videoUrl)) throw new BadRequestError(DETAILS_TEXT.showVideoUrlInvalid);
      const images = [];
      for (const image of details.images) {
        const row = await repo.uploadById(db, image.uploadId);
        if (!row) throw new BadRequestError(DETAILS_TEXT.showImageMissing);
        if (!row.mime.startsWith("image/")) throw new BadRequestError(DETAILS_TEXT.showImageNotImage);
        // The address is kept for the editor's thumbnails; the public pages read it from the upload itself.
        images.push({ ...image, url: uploadUrl(row) });
      }
      if (details.videoUploadId) {
        const row = await repo.uploadById(db, details.videoUploadId);
        if (!row || row.mime !== "video/mp4") throw new BadRequestError(DETAILS_TEXT.showVideoNotMp4);
      }
      // The name is kept beside the id so the list can be searched by it.
      return { ...details, images, universityName: university };
    }
    case "vocational": {
      if (target.scopes.some((s) => !(VOCATIONAL_SCOPES as readonly string[]).includes(s))) throw new BadRequestError(DETAILS_TEXT.vocationalScopeOnly);
      if (!input.source) throw new BadRequestError(DETAILS_TEXT.vocationalSourceRequired);
      return parse(VocationalDetailsSchema, input.details);
    }
  }
}
