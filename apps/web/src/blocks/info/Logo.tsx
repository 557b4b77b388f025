/** A season's or team's logo: left out when there is none or it cannot be loaded, rather than a broken image. */
import { useState } from "react";

export function Logo({ src, name }: { src: unknown; name: string }) {
  const [failed, setFailed] = useState(false);
  if (typeof src !== "string" || src === "" || failed) return null;
  return <img className="info-logo" src={src} alt={`${name} logo`} onError={() => setFailed(true)} />;
}
