/**
 * A picture of the screen as the visitor sees it, drawn by the browser itself: the page is cloned (with
 * its form values, scroll positions and images), put with the page's style sheets into an SVG
 * foreignObject, and that SVG is drawn into a canvas. No library: this is what the screenshot libraries
 * do, in the few lines this site needs. Loaded only when a screenshot is asked for.
 *
 * Left out: what floats above the page (fixed elements: toasts, the loading bar, an open dialog) and
 * anything marked `data-no-capture`. Images from other sites cannot be read and show empty.
 */

/** Sharper than the screen on high-density displays, but not more than twice the CSS size. */
const MAX_SCALE = 2;
const SKIPPED = "script, noscript, template, [data-no-capture]";

type Shift = { x: number; y: number };

export async function captureScreen(doc: Document = document): Promise<HTMLCanvasElement> {
  const view = doc.defaultView;
  if (!view) throw new Error("the document is not shown");
  const width = doc.documentElement.clientWidth;
  const height = doc.documentElement.clientHeight;
  const shifts = new Map<Element, Shift>();
  const body = cloneVisible(doc.body, view, shifts);
  if (!body) throw new Error("the page shows nothing");
  // The document's own scroll: the body moves up, what sticks to the top of the page comes back down.
  addShift(shifts, body, { x: -view.scrollX, y: -view.scrollY });
  for (const [copy, shift] of shifts) {
    if (copy instanceof HTMLElement || copy instanceof SVGElement)
      copy.style.translate = `${shift.x}px ${shift.y}px`;
  }
  await inlineImages(body, doc);
  const style = doc.createElement("style");
  style.textContent = pageCss(doc);
  body.prepend(style);

  const fontSize = view.getComputedStyle(doc.documentElement).fontSize;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" style="font-size:${fontSize}">` +
    `<foreignObject x="0" y="0" width="100%" height="100%">${new XMLSerializer().serializeToString(body)}` +
    "</foreignObject></svg>";
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();

  const scale = Math.min(view.devicePixelRatio || 1, MAX_SCALE);
  const canvas = doc.createElement("canvas");
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas to draw on");
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}

const addShift = (shifts: Map<Element, Shift>, copy: Element, by: Shift): void => {
  const current = shifts.get(copy) ?? { x: 0, y: 0 };
  shifts.set(copy, { x: current.x + by.x, y: current.y + by.y });
};

const scrolls = (style: CSSStyleDeclaration): boolean =>
  !["visible", "clip"].includes(style.overflowX) || !["visible", "clip"].includes(style.overflowY);

/**
 * A copy of the element and its shown descendants. A picture cannot scroll: the content of a scrolled
 * box is shifted by its scroll position instead, and what sticks inside it is shifted back.
 */
function cloneVisible(original: Element, view: Window, shifts: Map<Element, Shift>): Element | null {
  if (original.matches(SKIPPED)) return null;
  const style = view.getComputedStyle(original);
  if (style.display === "none" || style.position === "fixed") return null;
  const copy = original.cloneNode(false) as Element;
  for (const child of original.childNodes) {
    if (child instanceof Element) {
      const childCopy = cloneVisible(child, view, shifts);
      if (childCopy) copy.append(childCopy);
    } else if (child.nodeType === Node.TEXT_NODE) {
      copy.append(child.cloneNode());
    }
  }
  copyFormState(original, copy);
  if (original.scrollTop !== 0 || original.scrollLeft !== 0) {
    // Its scroll bar would show the box at its start: the picture goes without one.
    if (copy instanceof HTMLElement) copy.style.overflow = "hidden";
    for (const childCopy of copy.children) {
      addShift(shifts, childCopy, { x: -original.scrollLeft, y: -original.scrollTop });
    }
  }
  if (style.position === "sticky") {
    const { x, y } = scrollOf(original, view);
    addShift(shifts, copy, {
      x: style.left !== "auto" || style.right !== "auto" ? x : 0,
      y: style.top !== "auto" || style.bottom !== "auto" ? y : 0,
    });
  }
  return copy;
}

/** How far the box a sticky element sticks in is scrolled: its nearest scrolling ancestor, or the page. */
function scrollOf(element: Element, view: Window): Shift {
  for (let box = element.parentElement; box && box !== element.ownerDocument.body; box = box.parentElement) {
    if (scrolls(view.getComputedStyle(box))) return { x: box.scrollLeft, y: box.scrollTop };
  }
  return { x: view.scrollX, y: view.scrollY };
}

/** Values typed or chosen live in properties, which a copy does not carry: written as attributes. */
function copyFormState(original: Element, copy: Element): void {
  if (original instanceof HTMLInputElement) {
    if (original.type === "checkbox" || original.type === "radio")
      copy.toggleAttribute("checked", original.checked);
    else copy.setAttribute("value", original.value);
  } else if (original instanceof HTMLTextAreaElement) {
    copy.textContent = original.value;
  } else if (original instanceof HTMLSelectElement && copy instanceof HTMLSelectElement) {
    Array.from(original.options).forEach((option, index) => {
      copy.options[index]?.toggleAttribute("selected", option.selected);
    });
  }
}

/** Every style rule of the page that can be read (the page's own sheets; other sites' cannot). */
function pageCss(doc: Document): string {
  return Array.from(doc.styleSheets, (sheet) => {
    try {
      return Array.from(sheet.cssRules, (rule) => rule.cssText).join("\n");
    } catch {
      return "";
    }
  }).join("\n");
}

/** A picture drawn from an SVG loads nothing itself: the page's images go in as data URLs. */
async function inlineImages(root: Element, doc: Document): Promise<void> {
  const images = Array.from(root.querySelectorAll("img"));
  await Promise.all(
    images.map(async (image) => {
      image.removeAttribute("srcset");
      image.removeAttribute("loading");
      const source = image.getAttribute("src");
      if (!source || source.startsWith("data:")) return;
      const url = new URL(source, doc.baseURI);
      try {
        if (url.origin !== doc.location.origin) throw new Error("not ours");
        const response = await fetch(url);
        if (!response.ok) throw new Error(String(response.status));
        image.setAttribute("src", await dataUrl(await response.blob()));
      } catch {
        image.removeAttribute("src");
      }
    }),
  );
}

const dataUrl = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
