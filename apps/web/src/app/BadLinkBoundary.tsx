/**
 * Catches a link that cannot be read (a BadLinkError thrown while a screen reads its address) and shows
 * its error screen, before the router's own boundary would log it as a fault. Anything else passes on.
 */
import { Component, type ReactNode } from "react";
import { useT } from "../i18n/i18n.ts";
import { BadLinkError } from "./query-ids.ts";
import { ErrorScreen } from "./RouteError.tsx";

interface BadLinkBoundaryProps {
  readonly children: ReactNode;
}

export class BadLinkBoundary extends Component<BadLinkBoundaryProps, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error instanceof BadLinkError) return <BadLinkScreen error={error} />;
    if (error !== undefined) throw error;
    return this.props.children;
  }
}

function BadLinkScreen({ error }: { error: BadLinkError }) {
  const { t } = useT();
  return (
    <ErrorScreen
      title={t("error.badLink.title")}
      detail={t(`error.badLink.${error.reason}`, { key: error.key, value: error.value })}
    />
  );
}
