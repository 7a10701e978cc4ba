// Files chosen in a content editor's form, sent to the upload endpoint (which checks what they are by their bytes).
import { endpoints } from "#server/contracts/endpoints";
import type { Upload } from "#server/modules/content/content.schema";
import type { requireStaff } from "./admin.server";
import { chosenFile } from "./admin-targets.server";

type StaffCall = Awaited<ReturnType<typeof requireStaff>>["call"];

/** The stored upload of the file chosen in `name`, or null when none was chosen; a refused file throws the API's 400. */
export async function uploadChosen(call: StaffCall, form: FormData, name: string): Promise<Upload | null> {
  const file = chosenFile(form, name);
  return file ? (await call(endpoints.adminUpload, { bytes: new Uint8Array(await file.arrayBuffer()) })).data : null;
}

/**
 * The video and captions an editor with VideoFields posts: an uploaded MP4 replaces the typed address, an uploaded
 * caption file the current one, and "remove captions" drops them. Uploads happen before the item is saved, so a
 * refused file leaves the saved item as it was.
 */
export async function readVideoFields(call: StaffCall, form: FormData): Promise<{ videoUrl: string; captionsUploadId: string }> {
  const typed = String(form.get("videoUrl") ?? "").trim();
  const kept = form.get("removeCaptions") ? "" : String(form.get("captionsUploadId") ?? "");
  const video = await uploadChosen(call, form, "video");
  const captions = await uploadChosen(call, form, "captions");
  return { videoUrl: video?.url ?? typed, captionsUploadId: captions?.id ?? kept };
}
