// What each kind of content item needs besides the common fields; checked on the server before anything is saved.
import { BadRequestError } from "../../errors";
import { CONTENT_TEXT, type ContentInput } from "./content.schema";

/** A same-site path ("/zj/userManual") or an https address; nothing that could run script or leave over plain http. */
export function isSafeLink(link: string): boolean {
  if (link.startsWith("/")) return !link.startsWith("//") && !/[\s\\]/.test(link);
  try {
    const url = new URL(link);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A guide video plays from an https address or from one of our own MP4 uploads. */
export function isVideoUrl(url: string): boolean {
  return /^\/uploads\/[0-9a-f]{32}\.mp4$/.test(url) || (isSafeLink(url) && url.startsWith("https://"));
}

/** Refuses (400, Chinese) what a kind cannot be shown without; answers the popup defaults it fills in. */
export function checkKind(input: ContentInput): Pick<ContentInput, "audience" | "frequency"> {
  if (input.linkUrl && !isSafeLink(input.linkUrl)) throw new BadRequestError(CONTENT_TEXT.linkInvalid);
  if (input.endsAt && new Date(input.endsAt).getTime() <= (input.publishAt ? new Date(input.publishAt).getTime() : -Infinity)) {
    throw new BadRequestError(CONTENT_TEXT.endsBeforeStart);
  }
  switch (input.kind) {
    case "lesson":
      // A text-only lesson has no video; one that has must play from where a guide video may.
      if (input.videoUrl && !isVideoUrl(input.videoUrl)) throw new BadRequestError(CONTENT_TEXT.videoInvalid);
      return { audience: null, frequency: null };
    // Their body and details are checked by checkDetails (content-details.ts).
    case "article":
    case "manual":
    case "live":
    case "show":
    case "vocational":
      return { audience: null, frequency: null };
    case "banner":
      if (!input.coverUploadId) throw new BadRequestError(CONTENT_TEXT.bannerImageRequired);
      if (!input.summary) throw new BadRequestError(CONTENT_TEXT.altRequired);
      return { audience: null, frequency: null };
    case "popup":
      if (!input.body && !input.coverUploadId) throw new BadRequestError(CONTENT_TEXT.popupEmpty);
      if (input.coverUploadId && !input.summary) throw new BadRequestError(CONTENT_TEXT.altRequired);
      return { audience: input.audience ?? "all", frequency: input.frequency ?? "once" };
    case "guide":
      if (!input.videoUrl) throw new BadRequestError(CONTENT_TEXT.videoRequired);
      if (!isVideoUrl(input.videoUrl)) throw new BadRequestError(CONTENT_TEXT.videoInvalid);
      return { audience: null, frequency: null };
  }
}
