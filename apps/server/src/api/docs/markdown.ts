/**
 * HTML from the small markdown subset the OpenAPI descriptions are written in: `## ` headings, paragraphs,
 * `- ` lists, fenced code blocks and inline `code`. Everything is escaped first, so no text can inject markup.
 */

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** One line of text: escaped, with `code` spans. */
export const inline = (text: string): string =>
  escapeHtml(text).replace(/`([^`]+)`/g, (_match, code: string) => `<code>${code}</code>`);

const FENCE = "```";
const pre = (lines: readonly string[]): string => `<pre><code>${escapeHtml(lines.join("\n"))}</code></pre>`;

export function markdown(text: string): string {
  const html: string[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  let code: string[] | undefined;
  const flush = () => {
    if (paragraph.length) html.push(`<p>${paragraph.map(inline).join(" ")}</p>`);
    if (list.length) html.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join("")}</ul>`);
    paragraph = [];
    list = [];
  };
  for (const line of text.split("\n")) {
    if (code) {
      if (line.startsWith(FENCE)) {
        html.push(pre(code));
        code = undefined;
      } else code.push(line);
    } else if (line.startsWith(FENCE)) {
      flush();
      code = [];
    } else if (line.startsWith("## ")) {
      flush();
      html.push(`<h3>${inline(line.slice(3))}</h3>`);
    } else if (line.startsWith("- ")) {
      if (paragraph.length) flush();
      list.push(line.slice(2));
    } else if (line.trim() === "") flush();
    else paragraph.push(line);
  }
  flush();
  if (code) html.push(pre(code));
  return html.join("\n");
}
