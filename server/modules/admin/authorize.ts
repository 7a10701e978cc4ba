// The one rule of who on the staff may do what (ARCHITECTURE §6): every admin action asks it, on the server.
import { ALL, type StaffRole } from "./admin.schema";

export type StaffAction =
  /** Add, change or disable staff. */
  | "staff.manage"
  /** Read the audit log. */
  | "audit.read"
  /** See a content item (list, preview). */
  | "content.read"
  /** Create, edit, publish, schedule or archive a content item. */
  | "content.write"
  /** Store an upload. */
  | "upload.write"
  /** See the agreement, disclaimer, service terms and FAQ texts as stored (they are public anyway). */
  | "document.read"
  /** Edit those texts, for one channel or the default ("all"). */
  | "document.write";

export interface Grantee {
  role: StaffRole;
  channels: readonly string[];
  scopes: readonly string[];
  disabled?: boolean;
}

/** The channels and scopes a content item is shown to ("all" or codes). */
export interface Target {
  channels: readonly string[];
  scopes: readonly string[];
}

/** A grant covers a target when it covers every code the target names; "all" is covered only by "all". */
function covers(grant: readonly string[], wanted: readonly string[]): boolean {
  if (grant.includes(ALL)) return true;
  if (wanted.length === 0 || wanted.includes(ALL)) return false;
  return wanted.every((code) => grant.includes(code));
}

/**
 * May this staff member do this action (to this target)? Admins may do
 * everything; editors write and read content inside their channel and scope
 * grants, upload, and edit the documents of their channels; viewers read
 * content inside their grants, and every member reads documents. A disabled
 * account may do nothing.
 */
export function can(who: Grantee, action: StaffAction, target?: Target): boolean {
  if (who.disabled) return false;
  if (who.role === "admin") return true;
  switch (action) {
    case "staff.manage":
    case "audit.read":
      return false;
    case "document.read":
      return true;
    case "document.write":
      // The texts are the same in every scope: the channel grant alone decides; only an "all" grant covers the default.
      return who.role === "editor" && target !== undefined && covers(who.channels, target.channels);
    case "upload.write":
      return who.role === "editor";
    case "content.read":
    case "content.write": {
      if (action === "content.write" && who.role !== "editor") return false;
      if (!target) return false;
      return covers(who.channels, target.channels) && covers(who.scopes, target.scopes);
    }
  }
}
