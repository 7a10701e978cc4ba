// Every table of the one pg-core schema; drizzle-kit reads this file.
export * from "./sessions";
