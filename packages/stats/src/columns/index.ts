export * from "./catalogue.ts";
export * from "./column.ts";
export * from "./list-tables.ts";
export * from "./select.ts";
export * from "./stat-tables.ts";
export * from "./to-csv.ts";
