export * from "./fields.ts";
export * from "./modes.ts";
