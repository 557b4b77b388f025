/**
 * A chart as a file: its SVG made to stand alone (the page's CSS written onto each element, the panel's
 * background and the chart's title added), saved as SVG or drawn into a PNG at twice its size. The page's CSP
 * does not reach inside a picture, so the styles written there are allowed.
 */

/** The properties the chart's CSS sets; the others are the SVG's own attributes. */
const STYLED = [
  "fill",
  "fill-opacity",
  "stroke",
  "stroke-width",
  "stroke-dasharray",
  "stroke-opacity",
  "opacity",
  "font-family",
  "font-size",
  "font-weight",
  "text-anchor",
  "dominant-baseline",
  "visibility",
] as const;

const TITLE_HEIGHT = 32;
const PNG_SCALE = 2;

export function standaloneSvg(svg: SVGSVGElement, title: string): string {
  const view = svg.ownerDocument.defaultView;
  if (!view) throw new Error("the chart is not shown");
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll("*")];
  const copies = [copy, ...copy.querySelectorAll("*")];
  originals.forEach((original, index) => {
    const target = copies[index];
    if (!(target instanceof SVGElement)) return;
    const style = view.getComputedStyle(original);
    for (const property of STYLED) target.style.setProperty(property, style.getPropertyValue(property));
    target.removeAttribute("tabindex");
    target.removeAttribute("class");
  });
  const width = svg.width.baseVal.value;
  const height = svg.height.baseVal.value + TITLE_HEIGHT;
  const ns = "http://www.w3.org/2000/svg";
  const doc = svg.ownerDocument;
  const background = doc.createElementNS(ns, "rect");
  background.setAttribute("width", "100%");
  background.setAttribute("height", "100%");
  background.style.setProperty("fill", backgroundOf(svg, view));
  const heading = doc.createElementNS(ns, "text");
  heading.setAttribute("x", "12");
  heading.setAttribute("y", "22");
  heading.textContent = title;
  const font = view.getComputedStyle(svg);
  heading.style.setProperty("fill", font.color);
  heading.style.setProperty("font-family", font.fontFamily);
  heading.style.setProperty("font-size", "16px");
  heading.style.setProperty("font-weight", "600");
  const body = doc.createElementNS(ns, "g");
  body.setAttribute("transform", `translate(0 ${TITLE_HEIGHT})`);
  body.append(...copy.childNodes);
  copy.append(background, heading, body);
  copy.setAttribute("width", String(width));
  copy.setAttribute("height", String(height));
  copy.setAttribute("viewBox", `0 0 ${width} ${height}`);
  copy.removeAttribute("role");
  copy.removeAttribute("aria-label");
  return new XMLSerializer().serializeToString(copy);
}

/** The first background behind the chart that is not transparent. */
function backgroundOf(element: Element, view: Window): string {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const colour = view.getComputedStyle(at).backgroundColor;
    if (colour && colour !== "transparent" && !/rgba\(.*,\s*0\)$/.test(colour)) return colour;
  }
  return "#121a29";
}

export async function svgToPng(svgText: string): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = image.naturalWidth * PNG_SCALE;
  canvas.height = image.naturalHeight * PNG_SCALE;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas to draw on");
  context.scale(PNG_SCALE, PNG_SCALE);
  context.drawImage(image, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("the picture could not be made"))),
      "image/png",
    ),
  );
}
