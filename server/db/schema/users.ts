import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One account per phone number; the first successful login creates it. */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  phone: text("phone").notNull().unique(),
  displayName: text("display_name"),
  /** 学生 / 家长 / 老师 */
  nature: text("nature"),
  gender: text("gender"),
  highSchool: text("high_school"),
  graduationYear: integer("graduation_year"),
  /** The province scope (zj, gd, …) the profile belongs to; electives are validated against it. */
  province: text("province"),
  electives: jsonb("electives").$type<string[]>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** The public business-cooperation form (spec §7); kept for the operator, never shown back. */
export const businessCooperations = pgTable(
  "business_cooperations",
  {
    id: text("id").primaryKey(),
    company: text("company").notNull(),
    contact: text("contact").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    province: text("province"),
    channel: text("channel"),
    /** Only for the per-address submission cap. */
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("business_cooperations_ip_created_idx").on(t.ip, t.createdAt)],
);
