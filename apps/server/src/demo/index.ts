/** The demo data generator's public API. */
export { type DemoFile, eventFileName, generateDemo, REFERENCE_FILE } from "./generate.ts";
export { addToSummary, type DemoSummary, emptySummary } from "./summary.ts";
export { DEFAULT_SEED, type DemoOptions, MAX_SCALE } from "./world.ts";
export { type WrittenFile, writeDemo } from "./write.ts";
