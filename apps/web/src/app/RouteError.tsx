/** What a screen shows instead of going blank: an unknown page, an unreadable link, or a fault of ours. */
import { useT } from "../i18n/i18n.ts";
import { RouteLink } from "./navigation.tsx";

export function ErrorScreen({ title, detail }: { title: string; detail: string }) {
  const { t } = useT();
  return (
    <div className="message-box" role="alert">
      <h1>{title}</h1>
      <p>{detail}</p>
      <RouteLink to="home" className="button">
        {t("common.goHome")}
      </RouteLink>
    </div>
  );
}

export function RouteError() {
  const { t } = useT();
  return <ErrorScreen title={t("error.screen.title")} detail={t("error.screen.detail")} />;
}

export function NotFound() {
  const { t } = useT();
  return <ErrorScreen title={t("error.notFound.title")} detail={t("error.notFound.detail")} />;
}
