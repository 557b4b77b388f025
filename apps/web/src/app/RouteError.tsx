/** What a screen shows instead of going blank: an unknown page, an unreadable link, or a fault of ours. */
import { RouteLink } from "./navigation.tsx";

export function ErrorScreen({ title, detail }: { title: string; detail: string }) {
  return (
    <div className="message-box" role="alert">
      <h1>{title}</h1>
      <p>{detail}</p>
      <RouteLink to="home" className="button">
        Go to the home page
      </RouteLink>
    </div>
  );
}

export function RouteError() {
  return (
    <ErrorScreen
      title="Something went wrong"
      detail="This screen could not be shown. Please try again later."
    />
  );
}

export function NotFound() {
  return <ErrorScreen title="Page not found" detail="There is no page at this address." />;
}
