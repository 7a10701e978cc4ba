import { describe, expect, it } from "vitest";
import { DATA_CATEGORIES } from "#server/modules/account/account.schema";
import { summarise } from "./account-deletion.server";

describe("the deletion summary", () => {
  it("sums rows per category and lists the profile first, as the warning did", () => {
    const summary = summarise({
      deletedAt: "2026-11-27T10:00:00.000Z",
      deleted: [
        { category: DATA_CATEGORIES.logins, table: "web_sessions", rows: 2 },
        { category: DATA_CATEGORIES.logins, table: "access_tokens", rows: 3 },
        { category: DATA_CATEGORIES.sms, table: "sms_codes", rows: 4 },
        { category: DATA_CATEGORIES.profile, table: "users", rows: 1 },
      ],
      retained: [],
    });
    expect(summary.deleted).toEqual([
      { category: DATA_CATEGORIES.profile, rows: 1 },
      { category: DATA_CATEGORIES.logins, rows: 5 },
      { category: DATA_CATEGORIES.sms, rows: 4 },
    ]);
  });
});
