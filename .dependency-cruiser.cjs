/**
 * The layers of the web app and of the server (docs/architecture.md). Web: screens in features/ use the
 * shared blocks, ui, api, app and i18n, never another screen; nothing below features/ reaches up into them.
 * Server, from the bottom: db, answers, queries, read-models, then ingest and api, which never import each
 * other. `npm test` runs this.
 */
const WEB = "^apps/web/src/";
const BELOW_BLOCKS = `${WEB}(ui|api|i18n|session|analytics|bridge)/`;
const SERVER = "^apps/server/src/";

module.exports = {
  forbidden: [
    {
      name: "feature-to-feature",
      comment: "A screen never imports another screen: move what both need into blocks/ or ui/.",
      severity: "error",
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: "block-to-feature",
      comment: "Shared blocks serve screens; they never import one.",
      severity: "error",
      from: { path: `${WEB}blocks/` },
      to: { path: `${WEB}(features|routes)/` },
    },
    {
      name: "foundation-upwards",
      comment: "ui, api, i18n, session, analytics and bridge sit below blocks and screens.",
      severity: "error",
      from: { path: BELOW_BLOCKS },
      to: { path: `${WEB}(features|blocks|routes|app)/` },
    },
    {
      name: "no-cycles",
      comment: "A cycle makes two modules one; a shared type belongs in a module of its own.",
      severity: "error",
      from: { path: `(${WEB}|${SERVER})` },
      to: { circular: true },
    },
    {
      name: "api-ingest",
      comment:
        "Ingest writes facts and asks the read models to refresh; the API reads: neither imports the other.",
      severity: "error",
      from: { path: `${SERVER}(api|ingest)/` },
      to: { path: `${SERVER}(api|ingest)/`, pathNot: `${SERVER}$1/` },
    },
    {
      name: "read-models-below",
      comment:
        "A read model is built and read from below: it calls neither the API nor ingest (it may name a run's types).",
      severity: "error",
      from: { path: `${SERVER}read-models/` },
      to: { path: `${SERVER}(api|ingest)/`, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "queries-below",
      comment: "The queries of stored rows know nothing of read models, ingest or the API.",
      severity: "error",
      from: { path: `${SERVER}queries/` },
      to: { path: `${SERVER}(read-models|ingest|api)/` },
    },
    {
      name: "answers-below",
      comment: "How an answer is written knows nothing of what reads or writes the rows.",
      severity: "error",
      from: { path: `${SERVER}answers/` },
      to: { path: `${SERVER}(queries|read-models|ingest|api)/` },
    },
    {
      name: "db-at-the-bottom",
      comment: "The database's connection, schema and migrations import nothing above them.",
      severity: "error",
      from: { path: `${SERVER}db/` },
      to: { path: `${SERVER}(answers|queries|read-models|ingest|api)/` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.tsx?$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "apps/web/tsconfig.json" },
  },
};
