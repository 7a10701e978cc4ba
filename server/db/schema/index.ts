// Every table of the one pg-core schema; drizzle-kit reads this file.
export * from "./sessions";
export * from "./users";
export * from "./auth";
export * from "./reference";
export * from "./score-records";
export * from "./collections";
export * from "./major-descriptions";
export * from "./interest-tests";
export * from "./trinity";
export * from "./admin";
export * from "./plans";
export * from "./major-compare";
