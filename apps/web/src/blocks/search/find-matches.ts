/**
 * The match ids of a Match search that exist. Ids that match nothing raise the red error toast of docs/spec.md
 * section 8 (4 s, closable, centred), naming them.
 */
import { searchQuery } from "../../api/calls/search.ts";
import { queryClient } from "../../api/query-client.ts";
import { t } from "../../i18n/i18n.ts";
import { showToast } from "../../ui/toasts.ts";

export async function findMatches(ids: readonly number[]): Promise<number[]> {
  const answer = await queryClient.fetchQuery(
    searchQuery({
      search_type: 2,
      field: "match",
      param: ids.map(String),
      size: ids.length,
      page: 1,
      season_id: -1,
      event_id: -1,
    }),
  );
  const found = new Set((answer.match_stats ?? []).map((row) => row.match_id));
  const kept = ids.filter((id) => found.has(id));
  const missing = answer.toast_message?.split("|").filter((id) => id !== "") ?? [];
  if (missing.length > 0 || kept.length === 0) {
    const names = missing.length > 0 ? missing : ids.map(String);
    showToast(
      [
        names.length > 1 ? t("search.notFound.many") : t("search.notFound.one"),
        t("search.notFound.ids", { ids: names.join(", ") }),
      ],
      "error",
    );
  }
  return kept;
}
