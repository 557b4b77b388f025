export * from "./catalogue.ts";
export * from "./column.ts";
export { PLAYER_TYPE_LABELS } from "./entity-columns.ts";
export * from "./list-tables.ts";
export * from "./record-tables.ts";
export * from "./select.ts";
export * from "./standings-tables.ts";
export * from "./stat-tables.ts";
export * from "./to-csv.ts";
