/** Counts the statements run through a Kysely instance it is added to (`db.withPlugin(count)`). */
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult } from "kysely";

export class StatementCount implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<Record<string, unknown>>> {
    this.count += 1;
    return args.result;
  }
}
