// Every table of the one pg-core schema; drizzle-kit reads this file.
export * from "./sessions";
export * from "./users";
export * from "./auth";
export * from "./reference";
export * from "./score-records";
export * from "./plans";
