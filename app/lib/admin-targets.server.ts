// What an editor form offers as channels and scopes: only what the staff member may target (the API checks it again).
import type { AppLoadContext } from "@remix-run/node";
import type { Staff } from "#server/modules/admin/admin.schema";
import { SCOPE_OPTIONS } from "./admin-labels";

export interface TargetOptions {
  channelOptions: { code: string; name: string }[];
  scopeOptions: { code: string; name: string }[];
  allChannels: boolean;
  allScopes: boolean;
}

export function targetOptions(staff: Staff, context: AppLoadContext): TargetOptions {
  const allChannels = staff.channels.includes("all");
  const allScopes = staff.scopes.includes("all");
  return {
    channelOptions: [...context.channels.byCode.values()]
      .filter((c) => allChannels || staff.channels.includes(c.code))
      .map((c) => ({ code: c.code, name: `${c.brandName}（${c.code}）` })),
    scopeOptions: SCOPE_OPTIONS.filter((o) => allScopes || staff.scopes.includes(o.code)),
    allChannels,
    allScopes,
  };
}

/** The file of a form field, if one was chosen. */
export function chosenFile(form: FormData, name: string): File | null {
  const file = form.get(name);
  return file && typeof file === "object" && "arrayBuffer" in file && file.size > 0 ? file : null;
}
