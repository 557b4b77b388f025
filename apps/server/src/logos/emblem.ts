/**
 * Generated logos for teams and seasons (GET /logos/teams/<id>.svg, /logos/seasons/<id>.svg): an esports-style
 * emblem made from the id alone, so the demo data set has real images without shipping any. A frame (team:
 * shield, hexagon, kite or cut badge; season: medal, hexagon, octagon or banner) filled with a two-colour
 * gradient, a light inner rim, and a white mark outlined in dark ink, all chosen from the id.
 *
 * The SVG is self-contained: no script, no style sheet, no text (fonts differ between systems), no external
 * reference; only presentation attributes, so the site's Content-Security-Policy does not affect it. It reads on
 * the site's dark navy and on white alike.
 */

export type EmblemKind = "team" | "season";

const SIZE = 96;
const CENTRE = SIZE / 2;
/** The ink of the frame's outline and the mark's outline. */
const INK = "#0b1220";

/** Gradient stops, top-left to bottom-right, in the order consecutive ids take them (warm and cool alternate). */
const PALETTES: readonly (readonly [string, string])[] = [
  ["#ffb347", "#e8432a"], // ember
  ["#5ee7ff", "#2f5fe8"], // ice
  ["#c9f46a", "#3f8a12"], // lime
  ["#d08cff", "#6a2fd6"], // violet
  ["#ffe066", "#f08c1a"], // gold
  ["#6ff2dd", "#0d8894"], // teal
  ["#ff7ab8", "#c21f5e"], // rose
  ["#7df0a0", "#119a5c"], // jade
  ["#ff6b6b", "#9c1638"], // crimson
  ["#4fc3ff", "#8b3df0"], // cobalt to violet
  ["#f2c48f", "#8c4a1c"], // bronze
  ["#e3e9f2", "#6b7890"], // steel
];

/** Frames: absolute M, L, H, V and C commands only (no arcs), so that scaled() can shrink them. */
const TEAM_FRAMES = [
  // shield
  "M48 5L86 17V45C86 67 70 82 48 91C26 82 10 67 10 45V17Z",
  // hexagon, point up
  "M48 4L86 26V70L48 92L10 70V26Z",
  // kite
  "M48 4L86 15L81 57L48 92L15 57L10 15Z",
  // badge with cut corners
  "M28 7H68L89 28V68L68 89H28L7 68V28Z",
];
const SEASON_FRAMES = [
  // medal
  "M48 6C71.2 6 90 24.8 90 48C90 71.2 71.2 90 48 90C24.8 90 6 71.2 6 48C6 24.8 24.8 6 48 6Z",
  // hexagon, flat top
  "M27 10H69L91 48L69 86H27L5 48Z",
  // octagon
  "M31 6H65L90 31V65L65 90H31L6 65V31Z",
  // banner
  "M12 6H84V70L48 91L12 70Z",
];

/** Marks, drawn white with a dark outline (non-zero fill: a subpath wound the other way is a hole). */
const STAR = "M48 24L54 41H72L57.5 51.5L63 69L48 58.5L33 69L38.5 51.5L24 41H42Z";
const CROWN = "M26 66L24 33L37 45L48 26L59 45L72 33L70 66Z";
const TROPHY =
  "M32 25H64V29H74V36C74 43 69 47 63 48C61 53 56 56 52 57V63H60V71H36V63H44V57C40 56 35 53 33 48C27 47 22 43 22 36V29H32Z" +
  "M32 34H27V36C27 39 29 42 32 43ZM64 34V43C67 42 69 39 69 36V34Z";
const CHEVRONS = "M28 27L48 41L68 27V39L48 53L28 39ZM28 47L48 61L68 47V57L48 71L28 57Z";
const TEAM_MARKS = [
  CHEVRONS,
  // bolt
  "M55 19L30 52H45L40 77L67 40H51L59 19Z",
  // spearhead
  "M48 19L67 51H55L48 77L41 51H29Z",
  // claw
  "M25 71L40 25H47L32 71ZM39 71L54 25H61L46 71ZM53 71L68 25H75L60 71Z",
  // wing V
  "M23 27H38L48 55L58 27H73L55 71H41Z",
  // gem
  "M36 24H60L71 38H25ZM25 43H71L48 74Z",
  // target
  "M30 48A18 18 0 1 0 66 48A18 18 0 1 0 30 48ZM38 48A10 10 0 1 1 58 48A10 10 0 1 1 38 48ZM44 48A4 4 0 1 0 52 48A4 4 0 1 0 44 48ZM45 18H51V28H45ZM45 68H51V78H45ZM18 45H28V51H18ZM68 45H78V51H68Z",
  // flame
  "M48 19C61 33 69 44 65 58C62 68 56 74 48 74C39 74 31 68 31 57C31 48 37 42 40 33C45 40 46 45 49 49C53 40 52 30 48 19Z",
  STAR,
];
const SEASON_MARKS = [STAR, CROWN, TROPHY, CHEVRONS];

/**
 * Steps through the combinations: coprime with both combination counts (12 x 4 x 9 and 12 x 4 x 4), and picked
 * so that neighbouring ids differ in frame and mark and any 9 consecutive team ids show at least 8 marks.
 */
const STRIDE = 269;

const pick = <T>(items: readonly T[], value: number): T => items[value % items.length]!;

const round = (n: number): string => String(Math.round(n * 10) / 10);

/** The frame shrunk by `factor` towards the centre (for the inner rim). Single-value H/V become L points. */
function scaled(frame: string, factor: number): string {
  const commands = frame.match(/[A-Z][^A-Z]*/g) ?? [];
  let [x, y] = [0, 0];
  const point = (px: number, py: number) =>
    `${round(CENTRE + (px - CENTRE) * factor)} ${round(CENTRE + (py - CENTRE) * factor)}`;
  return commands
    .map((command) => {
      const letter = command[0]!;
      const numbers = command
        .slice(1)
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (letter === "Z") return "Z";
      if (letter === "H") [x] = numbers as [number];
      else if (letter === "V") [y] = numbers as [number];
      else [x, y] = numbers.slice(-2) as [number, number];
      if (letter === "H" || letter === "V") return `L${point(x, y)}`;
      const points: string[] = [];
      for (let i = 0; i < numbers.length; i += 2) points.push(point(numbers[i]!, numbers[i + 1]!));
      return `${letter}${points.join(" ")}`;
    })
    .join("");
}

/**
 * The emblem of a team or a season with this id (a positive integer), as SVG text. Consecutive ids walk the
 * palettes in order and stride through the frames and marks, so neighbours differ in colour, frame and mark,
 * and among any (palettes x frames x marks) consecutive ids no two emblems are alike.
 */
export function emblemSvg(kind: EmblemKind, id: number): string {
  const frames = kind === "team" ? TEAM_FRAMES : SEASON_FRAMES;
  const marks = kind === "team" ? TEAM_MARKS : SEASON_MARKS;
  const combinations = PALETTES.length * frames.length * marks.length;
  const step = Math.floor((((id % combinations) * STRIDE) % combinations) / PALETTES.length);
  const [light, dark] = pick(PALETTES, id);
  const frame = pick(frames, step);
  const mark = pick(marks, Math.floor(step / frames.length));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<path d="${frame}" fill="url(#g)" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${scaled(frame, 0.84)}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"` +
    ` stroke-linejoin="round"/>` +
    `<path d="${mark}" transform="translate(0 2)" fill="${INK}" fill-opacity=".35"/>` +
    `<path d="${mark}" fill="#fff" stroke="${INK}" stroke-width="3"` +
    ` stroke-linejoin="round" paint-order="stroke"/></svg>`
  );
}
