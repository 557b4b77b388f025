/**
 * The web app's layers (docs/architecture.md): screens in features/ use the shared blocks, ui, api, app and
 * i18n, never another screen; nothing below features/ reaches up into them. `npm test` runs this.
 */
const WEB = "^apps/web/src/";
const BELOW_BLOCKS = `${WEB}(ui|api|i18n|session|analytics|bridge)/`;

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
      from: { path: WEB },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.tsx?$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "apps/web/tsconfig.json" },
  },
};
