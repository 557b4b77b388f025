export * from "./csv.ts";
export * from "./csv-parse.ts";
export * from "./fields.ts";
export * from "./formats.ts";
export * from "./formulas.ts";
export * from "./missing.ts";
export * from "./modes.ts";
export * from "./scopes.ts";
