/** The all-time records screen (`/records`, from the header): every record's best single-game values. */

import { useTitle } from "../../app/use-title.ts";
import { RecordsPanel } from "../../blocks/records/RecordsPanel.tsx";
import { useT } from "../../i18n/i18n.ts";

export function RecordsPage() {
  const { t } = useT();
  useTitle(t("records.allTime"));
  return (
    <div className="records-screen">
      <div className="screen-header">
        <h1>{t("records.allTime")}</h1>
      </div>
      <RecordsPanel scope={{ field: "all" }} />
    </div>
  );
}
