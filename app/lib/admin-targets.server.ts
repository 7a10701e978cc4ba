import type { AppLoadContext } from "@remix-run/node";
import type { Staff } from "#server/modules/admin/admin.schema";
import { SCOPE_OPTIONS, chinaLocalToIso } from "./admin-labels";

/** The channels and scopes an editor form offers: only what the member may target (the API checks it again). */
export function targetOptions(staff: Staff, context: AppLoadContext) {
  const allChannels = staff.channels.includes("all");
  const channelOptions = [...context.channels.byCode.values()]
    .filter((c) => allChannels || staff.channels.includes(c.code))
    .map((c) => ({ code: c.code, name: `${c.brandName}（${c.code}）` }));
  const allScopes = staff.scopes.includes("all");
  const scopeOptions = SCOPE_OPTIONS.filter((o) => allScopes || staff.scopes.includes(o.code));
  return { channelOptions, scopeOptions, allChannels, allScopes };
}
export type TargetOptions = ReturnType<typeof targetOptions>;

/** The targeting and publishing fields every content editor posts (TargetFields). */
export function readPublishFields(form: FormData) {
  const publishAtText = String(form.get("publishAt") ?? "");
  const intent = String(form.get("intent") ?? "");
  return {
    channels: form.getAll("channels").map(String),
    scopes: form.getAll("scopes").map(String),
    publishAtText,
    /** null when empty; undefined when typed but unreadable. */
    publishAt: publishAtText ? (chinaLocalToIso(publishAtText) ?? undefined) : null,
    action: (intent === "publish" ? "publish" : intent === "archive" ? "archive" : "draft") as "draft" | "publish" | "archive",
  };
}

/** A file field that holds a file (an empty file input posts an empty part). */
export function chosenFile(form: FormData, name: string): File | null {
  const file = form.get(name);
  return file && typeof file === "object" && "arrayBuffer" in file && file.size > 0 ? file : null;
}
