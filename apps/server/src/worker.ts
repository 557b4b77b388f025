/** One server process of a WORKERS > 1 cluster (cluster.ts): serves on the port the primary shares. */
import type { ListeningMessage } from "./cluster.ts";
import { readConfigOrExit } from "./log.ts";
import { serve } from "./serve.ts";

const { url } = await serve(readConfigOrExit(), undefined, { quiet: true });
process.send?.({ listening: url } satisfies ListeningMessage);
