import { describe, expect, it } from "vitest";
import { can } from "./authorize";

const admin = { role: "admin", channels: ["all"], scopes: ["all"] } as const;
const editor = { role: "editor", channels: ["oem1"], scopes: ["gd"] } as const;
const wideEditor = { role: "editor", channels: ["all"], scopes: ["gd", "zj"] } as const;
const viewer = { role: "viewer", channels: ["oem1"], scopes: ["gd"] } as const;
const oem1gd = { channels: ["oem1"], scopes: ["gd"] };

describe("can: the one authorisation rule", () => {
  it("lets admins do everything, and a disabled admin nothing", () => {
    for (const action of ["staff.manage", "audit.read", "content.read", "content.write", "upload.write", "document.read", "document.write"] as const) {
      expect(can(admin, action, { channels: ["oem2"], scopes: ["all"] })).toBe(true);
      expect(can({ ...admin, disabled: true }, action, oem1gd)).toBe(false);
    }
  });

  it("lets an editor write content only inside its channel and scope grants", () => {
    expect(can(editor, "content.write", oem1gd)).toBe(true);
    expect(can(editor, "content.read", oem1gd)).toBe(true);
    expect(can(editor, "content.write", { channels: ["oem2"], scopes: ["gd"] })).toBe(false);
    expect(can(editor, "content.read", { channels: ["oem2"], scopes: ["gd"] })).toBe(false);
    expect(can(editor, "content.write", { channels: ["oem1"], scopes: ["zj"] })).toBe(false);
    expect(can(editor, "content.write", { channels: ["oem1", "oem2"], scopes: ["gd"] })).toBe(false);
    // "all" is covered only by an "all" grant.
    expect(can(editor, "content.write", { channels: ["all"], scopes: ["gd"] })).toBe(false);
    expect(can(wideEditor, "content.write", { channels: ["all"], scopes: ["gd"] })).toBe(true);
    expect(can(wideEditor, "content.write", { channels: ["oem2"], scopes: ["gd", "zj"] })).toBe(true);
    expect(can(wideEditor, "content.write", { channels: ["oem2"], scopes: ["all"] })).toBe(false);
    expect(can(editor, "content.write", { channels: [], scopes: ["gd"] })).toBe(false);
    expect(can(editor, "content.write")).toBe(false);
  });

  it("keeps editors and viewers away from staff and the audit log", () => {
    for (const who of [editor, viewer, wideEditor]) {
      expect(can(who, "staff.manage")).toBe(false);
      expect(can(who, "audit.read")).toBe(false);
      expect(can(who, "document.read")).toBe(true);
      expect(can(who, "document.write")).toBe(false);
    }
    expect(can(editor, "upload.write")).toBe(true);
    expect(can(viewer, "upload.write")).toBe(false);
  });

  it("lets an editor write the documents of its channels only, whatever its scopes; the default only with an \"all\" grant", () => {
    expect(can(editor, "document.write", { channels: ["oem1"], scopes: ["all"] })).toBe(true);
    expect(can(editor, "document.write", { channels: ["oem2"], scopes: ["all"] })).toBe(false);
    expect(can(editor, "document.write", { channels: ["all"], scopes: ["all"] })).toBe(false);
    expect(can(wideEditor, "document.write", { channels: ["all"], scopes: ["all"] })).toBe(true);
    expect(can(viewer, "document.write", { channels: ["oem1"], scopes: ["all"] })).toBe(false);
  });

  it("lets a viewer read inside its grants and write nothing", () => {
    expect(can(viewer, "content.read", oem1gd)).toBe(true);
    expect(can(viewer, "content.write", oem1gd)).toBe(false);
    expect(can(viewer, "content.read", { channels: ["oem2"], scopes: ["gd"] })).toBe(false);
  });
});
